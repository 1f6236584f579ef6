/**
 * The demo candidates the ATS login page offers, in the spec's Candidate shape.
 */

/** Spec section 3, Candidate. */
export interface Candidate {
	candidateId: string;
	firstName: string;
	lastName: string;
	areaInterest: string;
	isLocked: boolean;
	from_chat: boolean;
	latitude: string;
	longitude: string;
	zip: string;
}

export type DemoKey = 'normal' | 'interest' | 'locked' | 'sponsor';

export interface DemoCandidate {
	key: DemoKey;
	/** What the login page says about this candidate. */
	description: string;
	sponsor: boolean;
	candidate: Candidate;
}

const blank = {
	areaInterest: '',
	isLocked: false,
	from_chat: false,
	latitude: '',
	longitude: '',
	zip: '',
};

export const DEMO_CANDIDATES: readonly DemoCandidate[] = [
	{
		key: 'normal',
		description: 'A signed-in candidate with no area of interest yet.',
		sponsor: false,
		candidate: {
			...blank,
			candidateId: '100234',
			firstName: 'Alex',
			lastName: 'Morgan',
		},
	},
	{
		key: 'interest',
		description:
			'A signed-in candidate interested in Nursing, zip code 78701 (Austin, TX).',
		sponsor: false,
		candidate: {
			...blank,
			candidateId: '100567',
			firstName: 'Jordan',
			lastName: 'Lee',
			areaInterest: 'Nursing',
			latitude: '30.2713',
			longitude: '-97.7426',
			zip: '78701',
		},
	},
	{
		key: 'locked',
		description: 'A locked candidate: the site treats them as signed out.',
		sponsor: false,
		candidate: {
			...blank,
			candidateId: '100890',
			firstName: 'Casey',
			lastName: 'Kim',
			isLocked: true,
		},
	},
	{
		key: 'sponsor',
		description: 'A sponsor: also sets the is_sponsor cookie.',
		sponsor: true,
		candidate: {
			...blank,
			candidateId: '101122',
			firstName: 'Sam',
			lastName: 'Rivera',
		},
	},
];
