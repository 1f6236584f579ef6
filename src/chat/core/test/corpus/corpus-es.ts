/**
 * What candidates type on the Spanish site (the bot's es_US locale), at
 * each step, with the outcome a candidate expects. The job API's areas
 * keep their English names; Spanish words for them come from the
 * template's area words.
 */

/**
 * Internal dependencies
 */
import {
	PORTLANDS,
	TEXAS_CITIES,
	type CorpusCase,
	type CorpusExpectation,
	type CorpusStep,
} from './corpus-types';

const at =
	( step: CorpusStep ) =>
	( text: string, expect: CorpusExpectation ): CorpusCase => ( {
		locale: 'es_US',
		step,
		text,
		expect,
	} );

const place = at( 'place' );
const area = at( 'area' );
const results = at( 'results' );

export const SPANISH: CorpusCase[] = [
	// La pregunta del lugar.
	place( 'hola', { intent: 'Welcome' } ),
	place( '¡Hola!', { intent: 'Welcome' } ),
	place( 'buenos dias', { intent: 'Welcome' } ),
	place( 'Buenas tardes', { intent: 'Welcome' } ),
	place( 'ayuda', { intent: 'Help' } ),
	place( '¿Qué puedes hacer?', { intent: 'Help' } ),
	place( 'AYUDA', { intent: 'Help' } ),
	place( 'necesito ayuda', { intent: 'Help' } ),
	place( 'empezar de nuevo', { intent: 'StartOver' } ),
	place( 'Reiniciar', { intent: 'StartOver' } ),
	place( 'gracias', { intent: 'Goodbye' } ),
	place( 'adios', { intent: 'Goodbye' } ),
	place( '¡Muchas gracias!', { intent: 'Goodbye' } ),
	place( 'busco trabajo', { asked: 'location' } ),
	place( 'Austin, TX', { place: 'Austin, TX' } ),
	place( 'austin texas', { place: 'Austin, TX' } ),
	place( '78701', { place: '78701' } ),
	place( 'Texas', { choices: TEXAS_CITIES } ),
	place( 'Portland', { choices: PORTLANDS } ),
	place( 'empleos de enfermería en Austin, TX', {
		place: 'Austin, TX',
		area: 'Nursing',
	} ),
	place( 'busco trabajo de contabilidad en Dallas', {
		place: 'Dallas, TX',
		area: 'Accounting & Finance',
	} ),
	place( 'empleos de ventas en 78701', { place: '78701', area: 'Sales' } ),
	place( 'Enfermeria', { area: 'Nursing' } ),
	place( 'xyzzy', { notFound: true } ),

	// La pregunta del área (el lugar era Austin, TX).
	area( 'enfermeria', { place: 'Austin, TX', area: 'Nursing' } ),
	area( 'Enfermería', { place: 'Austin, TX', area: 'Nursing' } ),
	area( 'ENFERMERA', { place: 'Austin, TX', area: 'Nursing' } ),
	area( 'contabilidad', {
		place: 'Austin, TX',
		area: 'Accounting & Finance',
	} ),
	area( 'ventas', { place: 'Austin, TX', area: 'Sales' } ),
	area( 'informática', {
		place: 'Austin, TX',
		area: 'Information Technology',
	} ),
	area( 'Nursing', { place: 'Austin, TX', area: 'Nursing' } ),
	area( 'ayuda', { intent: 'Help' } ),
	area( 'hola', { intent: 'Welcome' } ),
	area( 'empezar de nuevo', { intent: 'StartOver' } ),
	area( 'gracias', { intent: 'Goodbye' } ),
	area( 'quiero un empleo', { asked: 'areaInterest' } ),
	area( 'Dallas, TX', { place: 'Dallas, TX' } ),
	area( 'xyzzy', { unknownArea: true } ),

	// Después de una búsqueda (Nursing cerca de Dallas, TX).
	results( 'San Antonio, TX', { place: 'San Antonio, TX', area: 'Nursing' } ),
	results( 'ventas', { place: 'Dallas, TX', area: 'Sales' } ),
	results( 'empleos de enfermería en Chicago', {
		place: 'Chicago, IL',
		area: 'Nursing',
	} ),
	results( 'Portland', { area: 'Nursing', choices: PORTLANDS } ),
	results( 'ayuda', { intent: 'Help' } ),
	results( 'gracias', { intent: 'Goodbye' } ),
	results( 'empezar de nuevo', { intent: 'StartOver' } ),
	results( 'buscar empleo', { intent: 'FindJobs' } ),
	results( 'Hola', { intent: 'Welcome' } ),
	results( 'xyzzy', { intent: 'FallbackIntent' } ),
];
