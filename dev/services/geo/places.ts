/**
 * US cities and zip codes the geocoder knows and the job fixture uses.
 * Coordinates are approximate city and zip-code centres.
 */

export interface ZipCode {
	zip: string;
	lat: number;
	lng: number;
}

export interface Place {
	city: string;
	/** Two-letter state code. */
	state: string;
	county: string;
	lat: number;
	lng: number;
	zips: readonly ZipCode[];
}

function place(
	city: string,
	state: string,
	county: string,
	lat: number,
	lng: number,
	...zips: [ string, number, number ][]
): Place {
	return {
		city,
		state,
		county,
		lat,
		lng,
		zips: zips.map( ( [ zip, zipLat, zipLng ] ) => ( {
			zip,
			lat: zipLat,
			lng: zipLng,
		} ) ),
	};
}

export const PLACES: readonly Place[] = [
	place(
		'Austin',
		'TX',
		'Travis County',
		30.2672,
		-97.7431,
		[ '78701', 30.2713, -97.7426 ],
		[ '78704', 30.2428, -97.7658 ]
	),
	place( 'Round Rock', 'TX', 'Williamson County', 30.5083, -97.6789, [
		'78664',
		30.5154,
		-97.6709,
	] ),
	place( 'Dallas', 'TX', 'Dallas County', 32.7767, -96.797, [
		'75201',
		32.7876,
		-96.7994,
	] ),
	place( 'Fort Worth', 'TX', 'Tarrant County', 32.7555, -97.3308, [
		'76102',
		32.7541,
		-97.331,
	] ),
	place( 'Houston', 'TX', 'Harris County', 29.7604, -95.3698, [
		'77002',
		29.7564,
		-95.3654,
	] ),
	place( 'San Antonio', 'TX', 'Bexar County', 29.4241, -98.4936, [
		'78205',
		29.4237,
		-98.4867,
	] ),
	place(
		'New York',
		'NY',
		'New York County',
		40.7128,
		-74.006,
		[ '10001', 40.7506, -73.9972 ],
		[ '10007', 40.7135, -74.0078 ]
	),
	place( 'Buffalo', 'NY', 'Erie County', 42.8864, -78.8784, [
		'14202',
		42.8868,
		-78.8782,
	] ),
	place( 'Newark', 'NJ', 'Essex County', 40.7357, -74.1724, [
		'07102',
		40.7357,
		-74.176,
	] ),
	place( 'Philadelphia', 'PA', 'Philadelphia County', 39.9526, -75.1652, [
		'19103',
		39.9529,
		-75.1741,
	] ),
	place( 'Pittsburgh', 'PA', 'Allegheny County', 40.4406, -79.9959, [
		'15222',
		40.4469,
		-79.9925,
	] ),
	place( 'Boston', 'MA', 'Suffolk County', 42.3601, -71.0589, [
		'02108',
		42.3576,
		-71.0636,
	] ),
	place( 'Springfield', 'MA', 'Hampden County', 42.1015, -72.5898, [
		'01103',
		42.1029,
		-72.5887,
	] ),
	place( 'Hartford', 'CT', 'Hartford County', 41.7658, -72.6734, [
		'06103',
		41.767,
		-72.676,
	] ),
	place( 'Providence', 'RI', 'Providence County', 41.824, -71.4128, [
		'02903',
		41.8183,
		-71.4097,
	] ),
	place( 'Portland', 'ME', 'Cumberland County', 43.6591, -70.2568, [
		'04101',
		43.6615,
		-70.2553,
	] ),
	place( 'Washington', 'DC', 'District of Columbia', 38.9072, -77.0369, [
		'20001',
		38.9109,
		-77.0163,
	] ),
	place( 'Baltimore', 'MD', 'Baltimore City', 39.2904, -76.6122, [
		'21201',
		39.2947,
		-76.6248,
	] ),
	place( 'Richmond', 'VA', 'Richmond City', 37.5407, -77.436, [
		'23219',
		37.5404,
		-77.437,
	] ),
	place( 'Charlotte', 'NC', 'Mecklenburg County', 35.2271, -80.8431, [
		'28202',
		35.2271,
		-80.8444,
	] ),
	place( 'Raleigh', 'NC', 'Wake County', 35.7796, -78.6382, [
		'27601',
		35.7727,
		-78.6324,
	] ),
	place( 'Atlanta', 'GA', 'Fulton County', 33.749, -84.388, [
		'30303',
		33.7527,
		-84.3913,
	] ),
	place( 'Miami', 'FL', 'Miami-Dade County', 25.7617, -80.1918, [
		'33130',
		25.7673,
		-80.2031,
	] ),
	place( 'Orlando', 'FL', 'Orange County', 28.5383, -81.3792, [
		'32801',
		28.5418,
		-81.3739,
	] ),
	place( 'Tampa', 'FL', 'Hillsborough County', 27.9506, -82.4572, [
		'33602',
		27.9517,
		-82.4588,
	] ),
	place( 'Jacksonville', 'FL', 'Duval County', 30.3322, -81.6557, [
		'32202',
		30.3295,
		-81.6509,
	] ),
	place( 'Nashville', 'TN', 'Davidson County', 36.1627, -86.7816, [
		'37203',
		36.1505,
		-86.7916,
	] ),
	place( 'Memphis', 'TN', 'Shelby County', 35.1495, -90.049, [
		'38103',
		35.1467,
		-90.0542,
	] ),
	place( 'Birmingham', 'AL', 'Jefferson County', 33.5186, -86.8104, [
		'35203',
		33.5187,
		-86.81,
	] ),
	place( 'New Orleans', 'LA', 'Orleans Parish', 29.9511, -90.0715, [
		'70112',
		29.9565,
		-90.0766,
	] ),
	place( 'Louisville', 'KY', 'Jefferson County', 38.2527, -85.7585, [
		'40202',
		38.2561,
		-85.7508,
	] ),
	place(
		'Chicago',
		'IL',
		'Cook County',
		41.8781,
		-87.6298,
		[ '60601', 41.8858, -87.6181 ],
		[ '60614', 41.9227, -87.6533 ]
	),
	place( 'Springfield', 'IL', 'Sangamon County', 39.7817, -89.6501, [
		'62701',
		39.8003,
		-89.6494,
	] ),
	place( 'Indianapolis', 'IN', 'Marion County', 39.7684, -86.1581, [
		'46204',
		39.771,
		-86.1573,
	] ),
	place( 'Columbus', 'OH', 'Franklin County', 39.9612, -82.9988, [
		'43215',
		39.9652,
		-83.0066,
	] ),
	place( 'Cleveland', 'OH', 'Cuyahoga County', 41.4993, -81.6944, [
		'44113',
		41.4844,
		-81.702,
	] ),
	place( 'Detroit', 'MI', 'Wayne County', 42.3314, -83.0458, [
		'48226',
		42.3317,
		-83.0479,
	] ),
	place( 'Milwaukee', 'WI', 'Milwaukee County', 43.0389, -87.9065, [
		'53202',
		43.0468,
		-87.8996,
	] ),
	place( 'Minneapolis', 'MN', 'Hennepin County', 44.9778, -93.265, [
		'55401',
		44.9847,
		-93.2696,
	] ),
	place( 'Des Moines', 'IA', 'Polk County', 41.5868, -93.625, [
		'50309',
		41.5884,
		-93.6264,
	] ),
	place( 'Kansas City', 'MO', 'Jackson County', 39.0997, -94.5786, [
		'64106',
		39.1048,
		-94.5712,
	] ),
	place( 'St. Louis', 'MO', 'St. Louis City', 38.627, -90.1994, [
		'63101',
		38.6313,
		-90.193,
	] ),
	place( 'Springfield', 'MO', 'Greene County', 37.209, -93.2923, [
		'65806',
		37.2056,
		-93.298,
	] ),
	place( 'Omaha', 'NE', 'Douglas County', 41.2565, -95.9345, [
		'68102',
		41.2587,
		-95.9335,
	] ),
	place( 'Oklahoma City', 'OK', 'Oklahoma County', 35.4676, -97.5164, [
		'73102',
		35.4717,
		-97.519,
	] ),
	place( 'Denver', 'CO', 'Denver County', 39.7392, -104.9903, [
		'80202',
		39.7527,
		-104.9993,
	] ),
	place( 'Albuquerque', 'NM', 'Bernalillo County', 35.0844, -106.6504, [
		'87102',
		35.082,
		-106.648,
	] ),
	place( 'Phoenix', 'AZ', 'Maricopa County', 33.4484, -112.074, [
		'85004',
		33.4515,
		-112.0686,
	] ),
	place( 'Tucson', 'AZ', 'Pima County', 32.2226, -110.9747, [
		'85701',
		32.2197,
		-110.972,
	] ),
	place( 'Las Vegas', 'NV', 'Clark County', 36.1699, -115.1398, [
		'89101',
		36.172,
		-115.1225,
	] ),
	place( 'Salt Lake City', 'UT', 'Salt Lake County', 40.7608, -111.891, [
		'84101',
		40.7563,
		-111.8985,
	] ),
	place( 'Boise', 'ID', 'Ada County', 43.615, -116.2023, [
		'83702',
		43.6323,
		-116.2052,
	] ),
	place( 'Los Angeles', 'CA', 'Los Angeles County', 34.0522, -118.2437, [
		'90012',
		34.0614,
		-118.2385,
	] ),
	place( 'San Diego', 'CA', 'San Diego County', 32.7157, -117.1611, [
		'92101',
		32.719,
		-117.1628,
	] ),
	place( 'San Francisco', 'CA', 'San Francisco County', 37.7749, -122.4194, [
		'94103',
		37.7725,
		-122.4147,
	] ),
	place( 'Sacramento', 'CA', 'Sacramento County', 38.5816, -121.4944, [
		'95814',
		38.5804,
		-121.4922,
	] ),
	place( 'Portland', 'OR', 'Multnomah County', 45.5152, -122.6784, [
		'97201',
		45.5075,
		-122.6901,
	] ),
	place( 'Seattle', 'WA', 'King County', 47.6062, -122.3321, [
		'98101',
		47.6114,
		-122.3305,
	] ),
	place( 'Spokane', 'WA', 'Spokane County', 47.6588, -117.426, [
		'99201',
		47.6627,
		-117.4361,
	] ),
	place( 'Anchorage', 'AK', 'Anchorage Municipality', 61.2181, -149.9003, [
		'99501',
		61.2167,
		-149.8763,
	] ),
	place( 'Honolulu', 'HI', 'Honolulu County', 21.3069, -157.8583, [
		'96813',
		21.311,
		-157.8527,
	] ),
];
