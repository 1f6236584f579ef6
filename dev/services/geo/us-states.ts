/**
 * US states and DC with an approximate centre, for geocoding state names.
 */

export interface UsState {
	code: string;
	name: string;
	lat: number;
	lng: number;
}

export const US_STATES: readonly UsState[] = [
	{ code: 'AL', name: 'Alabama', lat: 32.806671, lng: -86.79113 },
	{ code: 'AK', name: 'Alaska', lat: 61.370716, lng: -152.404419 },
	{ code: 'AZ', name: 'Arizona', lat: 33.729759, lng: -111.431221 },
	{ code: 'AR', name: 'Arkansas', lat: 34.969704, lng: -92.373123 },
	{ code: 'CA', name: 'California', lat: 36.116203, lng: -119.681564 },
	{ code: 'CO', name: 'Colorado', lat: 39.059811, lng: -105.311104 },
	{ code: 'CT', name: 'Connecticut', lat: 41.597782, lng: -72.755371 },
	{ code: 'DE', name: 'Delaware', lat: 39.318523, lng: -75.507141 },
	{
		code: 'DC',
		name: 'District of Columbia',
		lat: 38.897438,
		lng: -77.026817,
	},
	{ code: 'FL', name: 'Florida', lat: 27.766279, lng: -81.686783 },
	{ code: 'GA', name: 'Georgia', lat: 33.040619, lng: -83.643074 },
	{ code: 'HI', name: 'Hawaii', lat: 21.094318, lng: -157.498337 },
	{ code: 'ID', name: 'Idaho', lat: 44.240459, lng: -114.478828 },
	{ code: 'IL', name: 'Illinois', lat: 40.349457, lng: -88.986137 },
	{ code: 'IN', name: 'Indiana', lat: 39.849426, lng: -86.258278 },
	{ code: 'IA', name: 'Iowa', lat: 42.011539, lng: -93.210526 },
	{ code: 'KS', name: 'Kansas', lat: 38.5266, lng: -96.726486 },
	{ code: 'KY', name: 'Kentucky', lat: 37.66814, lng: -84.670067 },
	{ code: 'LA', name: 'Louisiana', lat: 31.169546, lng: -91.867805 },
	{ code: 'ME', name: 'Maine', lat: 44.693947, lng: -69.381927 },
	{ code: 'MD', name: 'Maryland', lat: 39.063946, lng: -76.802101 },
	{ code: 'MA', name: 'Massachusetts', lat: 42.230171, lng: -71.530106 },
	{ code: 'MI', name: 'Michigan', lat: 43.326618, lng: -84.536095 },
	{ code: 'MN', name: 'Minnesota', lat: 45.694454, lng: -93.900192 },
	{ code: 'MS', name: 'Mississippi', lat: 32.741646, lng: -89.678696 },
	{ code: 'MO', name: 'Missouri', lat: 38.456085, lng: -92.288368 },
	{ code: 'MT', name: 'Montana', lat: 46.921925, lng: -110.454353 },
	{ code: 'NE', name: 'Nebraska', lat: 41.12537, lng: -98.268082 },
	{ code: 'NV', name: 'Nevada', lat: 38.313515, lng: -117.055374 },
	{ code: 'NH', name: 'New Hampshire', lat: 43.452492, lng: -71.563896 },
	{ code: 'NJ', name: 'New Jersey', lat: 40.298904, lng: -74.521011 },
	{ code: 'NM', name: 'New Mexico', lat: 34.840515, lng: -106.248482 },
	{ code: 'NY', name: 'New York', lat: 42.165726, lng: -74.948051 },
	{ code: 'NC', name: 'North Carolina', lat: 35.630066, lng: -79.806419 },
	{ code: 'ND', name: 'North Dakota', lat: 47.528912, lng: -99.784012 },
	{ code: 'OH', name: 'Ohio', lat: 40.388783, lng: -82.764915 },
	{ code: 'OK', name: 'Oklahoma', lat: 35.565342, lng: -96.928917 },
	{ code: 'OR', name: 'Oregon', lat: 44.572021, lng: -122.070938 },
	{ code: 'PA', name: 'Pennsylvania', lat: 40.590752, lng: -77.209755 },
	{ code: 'RI', name: 'Rhode Island', lat: 41.680893, lng: -71.51178 },
	{ code: 'SC', name: 'South Carolina', lat: 33.856892, lng: -80.945007 },
	{ code: 'SD', name: 'South Dakota', lat: 44.299782, lng: -99.438828 },
	{ code: 'TN', name: 'Tennessee', lat: 35.747845, lng: -86.692345 },
	{ code: 'TX', name: 'Texas', lat: 31.054487, lng: -97.563461 },
	{ code: 'UT', name: 'Utah', lat: 40.150032, lng: -111.862434 },
	{ code: 'VT', name: 'Vermont', lat: 44.045876, lng: -72.710686 },
	{ code: 'VA', name: 'Virginia', lat: 37.769337, lng: -78.169968 },
	{ code: 'WA', name: 'Washington', lat: 47.400902, lng: -121.490494 },
	{ code: 'WV', name: 'West Virginia', lat: 38.491226, lng: -80.954453 },
	{ code: 'WI', name: 'Wisconsin', lat: 44.268543, lng: -89.616508 },
	{ code: 'WY', name: 'Wyoming', lat: 42.755966, lng: -107.30249 },
];

/**
 * A state by its two-letter code or its name, any letter case.
 * @param text
 */
export function findState( text: string ): UsState | undefined {
	const wanted = text.trim().toLowerCase();
	return US_STATES.find(
		( state ) =>
			state.code.toLowerCase() === wanted ||
			state.name.toLowerCase() === wanted
	);
}
