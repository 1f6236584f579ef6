/**
 * Candidates' questions and the demo answer each must get (by topic, see
 * dev/wordpress/answers/), and questions the site cannot answer. Written
 * as candidates type: paraphrases, typos, extra words, Spanish without
 * accents. None is word for word one of the answers' own phrasings unless
 * it is one of issue 41's examples.
 */

export type Topic =
	| 'visa-sponsorship'
	| 'benefits'
	| 'pay'
	| 'remote-hybrid'
	| 'interview-process'
	| 'application-status'
	| 'how-to-apply'
	| 'part-time-shifts'
	| 'relocation'
	| 'accommodations';

export interface Question {
	message: string;
	topic: Topic;
}

export const ANSWERABLE: Record< 'en' | 'es', Question[] > = {
	en: [
		// Visa sponsorship.
		{ message: 'do you sponsor work visas?', topic: 'visa-sponsorship' },
		{
			message: 'Will your company sponsor my visa?',
			topic: 'visa-sponsorship',
		},
		{
			message: "i'm on an h1b right now, can you transfer it",
			topic: 'visa-sponsorship',
		},
		{ message: 'do u sponser visas', topic: 'visa-sponsorship' },
		{
			message: 'Is visa sponsorship available for nurses?',
			topic: 'visa-sponsorship',
		},
		{
			message: "I'm not a US citizen, would I need a work permit?",
			topic: 'visa-sponsorship',
		},
		// Benefits.
		{ message: 'what benefits do you offer?', topic: 'benefits' },
		{ message: 'do nurses get health insurance?', topic: 'benefits' },
		{ message: 'is there a 401k match', topic: 'benefits' },
		{ message: 'how many vacation days would I have', topic: 'benefits' },
		{
			message: 'what kind of benifits do employees get',
			topic: 'benefits',
		},
		{ message: 'do you offer dental and vision', topic: 'benefits' },
		// Pay.
		{ message: 'how much do you pay?', topic: 'pay' },
		{ message: 'what is the salary range for nurses', topic: 'pay' },
		{ message: 'whats the hourly pay for cashiers', topic: 'pay' },
		{ message: 'how much money will i make', topic: 'pay' },
		{ message: 'is the salery negotiable?', topic: 'pay' },
		{ message: 'what does the job pay per hour', topic: 'pay' },
		// Remote and hybrid work.
		{ message: 'can I work from home?', topic: 'remote-hybrid' },
		{ message: 'are there any hybrid positions?', topic: 'remote-hybrid' },
		{ message: 'is remote work possible', topic: 'remote-hybrid' },
		{
			message: 'do I have to come into the office every day',
			topic: 'remote-hybrid',
		},
		{ message: 'any work from home jobs in IT?', topic: 'remote-hybrid' },
		{ message: 'can i telecommute', topic: 'remote-hybrid' },
		// The interview process.
		{
			message: 'what should I expect in my interview',
			topic: 'interview-process',
		},
		{
			message: 'how many rounds of interviews do you have',
			topic: 'interview-process',
		},
		{
			message: 'tips to prepare for an interveiw',
			topic: 'interview-process',
		},
		{
			message: 'will the interview be on video or in person?',
			topic: 'interview-process',
		},
		{
			message: 'how long does the hiring process usually take',
			topic: 'interview-process',
		},
		// Application status.
		{
			message: "I applied last week and still haven't heard back",
			topic: 'application-status',
		},
		{
			message: 'how do I check my application status',
			topic: 'application-status',
		},
		{
			message: 'has anyone looked at my application yet?',
			topic: 'application-status',
		},
		{
			message: 'did you get my aplication',
			topic: 'application-status',
		},
		{
			message: 'whats the status of my application please',
			topic: 'application-status',
		},
		// How to apply.
		{ message: 'how do I apply?', topic: 'how-to-apply' },
		{ message: 'do I need a resume to apply', topic: 'how-to-apply' },
		{ message: 'is a cover letter required', topic: 'how-to-apply' },
		{
			message: 'can I apply to several jobs at once',
			topic: 'how-to-apply',
		},
		{ message: 'can i apply from my phone', topic: 'how-to-apply' },
		// Part-time work and shifts.
		{
			message: 'are there night shifts for nurses?',
			topic: 'part-time-shifts',
		},
		{
			message: 'do you have part time work for students',
			topic: 'part-time-shifts',
		},
		{ message: 'are the schedules flexible?', topic: 'part-time-shifts' },
		{ message: 'what shifts do you have', topic: 'part-time-shifts' },
		{ message: 'can I only work weekends', topic: 'part-time-shifts' },
		// Relocation.
		{ message: 'do you help with relocation?', topic: 'relocation' },
		{
			message: 'will you help me move to another state',
			topic: 'relocation',
		},
		{ message: 'do you pay relocation costs', topic: 'relocation' },
		{ message: 'are moving expences covered?', topic: 'relocation' },
		{ message: 'is there a relocation package', topic: 'relocation' },
		// Accommodations.
		{
			message:
				'I use a wheelchair, can I get accommodations for the interview?',
			topic: 'accommodations',
		},
		{
			message: 'i have a disability, can you make adjustments',
			topic: 'accommodations',
		},
		{
			message: "I'm deaf, can I get an interpreter for the interview?",
			topic: 'accommodations',
		},
		{
			message: 'can I have extra time on the assessment, I have ADHD',
			topic: 'accommodations',
		},
		{
			message: 'is your application accessible for blind people',
			topic: 'accommodations',
		},
	],
	es: [
		// Patrocinio de visas.
		{ message: '¿patrocinan visas?', topic: 'visa-sponsorship' },
		{
			message: 'necesito visa de trabajo, me la pueden patrocinar?',
			topic: 'visa-sponsorship',
		},
		{ message: 'patrocinan la visa h1b', topic: 'visa-sponsorship' },
		{
			message: 'soy extranjero, necesito patrocinio para trabajar',
			topic: 'visa-sponsorship',
		},
		// Beneficios.
		{ message: 'que beneficios tienen', topic: 'benefits' },
		{ message: 'tienen seguro medico?', topic: 'benefits' },
		{ message: 'cuantos dias de vacaciones dan', topic: 'benefits' },
		{
			message: 'ofrecen seguro dental para la familia',
			topic: 'benefits',
		},
		// Salario.
		{ message: 'cuanto pagan por hora', topic: 'pay' },
		{ message: 'cual es el sueldo', topic: 'pay' },
		{ message: 'cuánto gana una enfermera', topic: 'pay' },
		{ message: 'el salario es negociable?', topic: 'pay' },
		// Trabajo remoto e híbrido.
		{ message: 'puedo trabajar desde mi casa', topic: 'remote-hybrid' },
		{ message: 'hay trabajos remotos?', topic: 'remote-hybrid' },
		{ message: 'tienen empleos hibridos', topic: 'remote-hybrid' },
		{ message: 'se puede hacer teletrabajo', topic: 'remote-hybrid' },
		// Proceso de entrevistas.
		{ message: 'como son las entrevistas', topic: 'interview-process' },
		{
			message: 'cuantas entrevistas voy a tener que hacer',
			topic: 'interview-process',
		},
		{
			message: 'como me preparo para la entervista',
			topic: 'interview-process',
		},
		{
			message: 'cuanto tarda el proceso de seleccion',
			topic: 'interview-process',
		},
		// Estado de la solicitud.
		{ message: 'que paso con mi solicitud', topic: 'application-status' },
		{
			message: 'como veo el estado de mi postulacion',
			topic: 'application-status',
		},
		{
			message: 'me postule hace una semana y no me han respondido',
			topic: 'application-status',
		},
		{
			message: 'ya revisaron mi solicitud?',
			topic: 'application-status',
		},
		// Cómo postularse.
		{ message: 'como me postulo', topic: 'how-to-apply' },
		{ message: 'necesito curriculum para aplicar?', topic: 'how-to-apply' },
		{ message: 'puedo postularme desde mi celular', topic: 'how-to-apply' },
		{
			message: 'hace falta carta de presentacion',
			topic: 'how-to-apply',
		},
		// Medio tiempo y turnos.
		{
			message: 'tienen trabajo de medio tiempo?',
			topic: 'part-time-shifts',
		},
		{ message: 'hay turnos de noche', topic: 'part-time-shifts' },
		{
			message: 'puedo trabajar solo fines de semana',
			topic: 'part-time-shifts',
		},
		{ message: 'los horarios son flexibles?', topic: 'part-time-shifts' },
		// Reubicación.
		{ message: 'me ayudan con la mudanza?', topic: 'relocation' },
		{ message: 'pagan la reubicacion', topic: 'relocation' },
		{
			message: 'me tengo que mudar a otra ciudad, me ayudan?',
			topic: 'relocation',
		},
		// Adaptaciones.
		{
			message: 'tengo una discapacidad, pueden hacer adaptaciones?',
			topic: 'accommodations',
		},
		{
			message: 'uso silla de ruedas, la entrevista es accesible?',
			topic: 'accommodations',
		},
		{
			message: 'necesito un interprete de lengua de señas',
			topic: 'accommodations',
		},
	],
};

/** Questions no answer is about: each must get none. */
export const UNANSWERABLE: Record< 'en' | 'es', string[] > = {
	en: [
		"what's the weather like today?",
		'tell me a joke',
		'who won the game last night?',
		'what is the capital of France?',
		'how old are you?',
		'can you recommend a good restaurant nearby?',
		'what time is it?',
		'do you sell gift cards?',
		'what is your return policy?',
		"who is the company's CEO?",
		'can I bring my dog to work?',
		'what is the stock price today?',
	],
	es: [
		'¿qué tiempo hace hoy?',
		'cuéntame un chiste',
		'¿quién ganó el partido anoche?',
		'¿cuál es la capital de Francia?',
		'¿qué hora es?',
		'¿venden tarjetas de regalo?',
		'¿me recomiendas un restaurante?',
		'¿cuántos años tienes?',
	],
};
