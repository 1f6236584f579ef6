/**
 * Issue 41's "Why": each example the issue quotes, at the step it names,
 * with what a candidate expects, and the same in the other language (the
 * issue quotes most in English and the commands in Spanish).
 */

/**
 * Internal dependencies
 */
import type { Topic } from '../../../answers/test/corpus';

export type WhyExpectation =
	/** The demo answer on this topic, its page, the open question again. */
	| { topic: Topic }
	/** "Sorry, I can’t answer that question." with the contact page. */
	| { honest: true }
	/** The spec's "Sorry, I couldn't find that location". */
	| { notFound: true }
	/** The bot's answer for this intent; then it asks for this slot. */
	| { intent: string; asks?: string }
	/** A new search with this place and area. */
	| { search: { place: string; area: string } };

export interface WhyCase {
	/** The place question, the area question (Austin, TX), after a search (Nursing near Dallas, TX). */
	step: 'place' | 'area' | 'results';
	text: string;
	expect: WhyExpectation;
}

export const ENGLISH_WHY: WhyCase[] = [
	// "At the place question … all get 'Sorry, I couldn't find that location'."
	{
		step: 'place',
		text: 'do you sponsor work visas?',
		expect: { topic: 'visa-sponsorship' },
	},
	{
		step: 'place',
		text: 'what benefits do you offer?',
		expect: { topic: 'benefits' },
	},
	{
		step: 'place',
		text: 'can I work from home?',
		expect: { topic: 'remote-hybrid' },
	},
	{
		step: 'place',
		text: 'how do I apply?',
		expect: { topic: 'how-to-apply' },
	},
	{
		step: 'place',
		text: 'do you help with relocation?',
		expect: { topic: 'relocation' },
	},
	{
		step: 'place',
		text: 'I use a wheelchair, can I get accommodations for the interview?',
		expect: { topic: 'accommodations' },
	},
	{
		step: 'place',
		text: 'what’s the weather like today?',
		expect: { honest: true },
	},
	// "At the area question … 'is not one of our job areas'."
	{ step: 'area', text: 'how much do you pay?', expect: { topic: 'pay' } },
	{
		step: 'area',
		text: 'are there any hybrid positions?',
		expect: { topic: 'remote-hybrid' },
	},
	// "After a search … 'fits more than one of our job areas', 'I didn't understand'."
	{
		step: 'results',
		text: 'do nurses get health insurance?',
		expect: { topic: 'benefits' },
	},
	{
		step: 'results',
		text: 'do I need a resume to apply',
		expect: { topic: 'how-to-apply' },
	},
	// "… at the place question simply get the place question again."
	{
		step: 'place',
		text: 'what is the salary range for nurses',
		expect: { topic: 'pay' },
	},
	{
		step: 'place',
		text: 'are there night shifts for nurses?',
		expect: { topic: 'part-time-shifts' },
	},
	// The commands in other words, as the Spanish examples.
	{
		step: 'place',
		text: 'hey there',
		expect: { intent: 'Welcome', asks: 'location' },
	},
	{
		step: 'place',
		text: 'can you help me?',
		expect: { intent: 'Help', asks: 'location' },
	},
	{
		step: 'area',
		text: 'I want to start again',
		expect: { intent: 'StartOver', asks: 'location' },
	},
	// A correction after a search starts the new one, keeping what holds.
	{
		step: 'results',
		text: 'actually, Chicago',
		expect: { search: { place: 'Chicago, IL', area: 'Nursing' } },
	},
	{
		step: 'results',
		text: 'what about Retail?',
		expect: { search: { place: 'Dallas, TX', area: 'Retail' } },
	},
	// "'Atlantis' still gets the spec's 'Sorry, I couldn't find that location'."
	{ step: 'place', text: 'Atlantis', expect: { notFound: true } },
];

export const SPANISH_WHY: WhyCase[] = [
	{
		step: 'place',
		text: '¿patrocinan visas de trabajo?',
		expect: { topic: 'visa-sponsorship' },
	},
	{
		step: 'place',
		text: '¿qué beneficios ofrecen?',
		expect: { topic: 'benefits' },
	},
	{
		step: 'place',
		text: '¿puedo trabajar desde casa?',
		expect: { topic: 'remote-hybrid' },
	},
	{
		step: 'place',
		text: '¿cómo me postulo?',
		expect: { topic: 'how-to-apply' },
	},
	{
		step: 'place',
		text: '¿me ayudan con la reubicación?',
		expect: { topic: 'relocation' },
	},
	{
		step: 'place',
		text: 'uso silla de ruedas, ¿me pueden dar adaptaciones para la entrevista?',
		expect: { topic: 'accommodations' },
	},
	{ step: 'place', text: '¿qué tiempo hace hoy?', expect: { honest: true } },
	{ step: 'area', text: '¿cuánto pagan?', expect: { topic: 'pay' } },
	{
		step: 'area',
		text: '¿hay puestos híbridos?',
		expect: { topic: 'remote-hybrid' },
	},
	{
		step: 'results',
		text: '¿las enfermeras tienen seguro médico?',
		expect: { topic: 'benefits' },
	},
	{
		step: 'results',
		text: 'necesito un currículum para postularme',
		expect: { topic: 'how-to-apply' },
	},
	{
		step: 'place',
		text: 'cuál es el rango salarial para enfermeras',
		expect: { topic: 'pay' },
	},
	{
		step: 'place',
		text: '¿hay turnos de noche para enfermeras?',
		expect: { topic: 'part-time-shifts' },
	},
	// The issue's own: "buenas", "¿me puedes ayudar?", "quiero empezar otra vez" (taken for an area).
	{
		step: 'place',
		text: 'buenas',
		expect: { intent: 'Welcome', asks: 'location' },
	},
	{
		step: 'place',
		text: '¿me puedes ayudar?',
		expect: { intent: 'Help', asks: 'location' },
	},
	{
		step: 'area',
		text: 'quiero empezar otra vez',
		expect: { intent: 'StartOver', asks: 'location' },
	},
	{
		step: 'results',
		text: 'en realidad, Chicago',
		expect: { search: { place: 'Chicago, IL', area: 'Nursing' } },
	},
	{
		step: 'results',
		text: '¿y qué tal comercio?',
		expect: { search: { place: 'Dallas, TX', area: 'Retail' } },
	},
	{ step: 'place', text: 'Atlántida', expect: { notFound: true } },
];
