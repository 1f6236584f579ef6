/**
 * Fixture matches in the HERE Geocoding and Search API v7 item format.
 */
import { positionOf, stateOf, type GeoMatch } from './lookup';

export interface HereItem {
	title: string;
	id: string;
	resultType: 'postalCodePoint' | 'locality' | 'administrativeArea';
	localityType?: 'city';
	administrativeAreaType?: 'state';
	address: {
		label: string;
		countryCode: 'USA';
		countryName: 'United States';
		stateCode: string;
		state: string;
		county?: string;
		city?: string;
		postalCode?: string;
	};
	position: { lat: number; lng: number };
	mapView: { west: number; south: number; east: number; north: number };
	/** Reverse lookups: what the item lists instead of a query score. */
	scoring?: { queryScore: number };
	/** Reverse lookups: metres from the position asked about. */
	distance?: number;
}

export interface HereGeocodeResponse {
	items: HereItem[];
}

const SPAN = { postal_code: 0.03, locality: 0.15, state: 2.5 };

export function toHereItem( match: GeoMatch ): HereItem {
	const position = positionOf( match );
	const span = SPAN[ match.kind ];
	const mapView = {
		west: position.lng - span,
		south: position.lat - span,
		east: position.lng + span,
		north: position.lat + span,
	};
	const scoring = { queryScore: 1 };
	if ( match.kind === 'state' ) {
		const label = `${ match.state.name }, United States`;
		return {
			title: label,
			id: `here:standin:state:${ match.state.code }`,
			resultType: 'administrativeArea',
			administrativeAreaType: 'state',
			address: {
				label,
				countryCode: 'USA',
				countryName: 'United States',
				stateCode: match.state.code,
				state: match.state.name,
			},
			position,
			mapView,
			scoring,
		};
	}
	const { place } = match;
	const state = stateOf( place );
	const cityLabel = `${ place.city }, ${ state.code }, United States`;
	const address = {
		countryCode: 'USA' as const,
		countryName: 'United States' as const,
		stateCode: state.code,
		state: state.name,
		county: place.county.replace( / County$/, '' ),
		city: place.city,
	};
	if ( match.kind === 'postal_code' ) {
		const label = `${ match.zip.zip }, ${ cityLabel }`;
		return {
			title: label,
			id: `here:standin:zip:${ match.zip.zip }`,
			resultType: 'postalCodePoint',
			address: { label, ...address, postalCode: match.zip.zip },
			position,
			mapView,
			scoring,
		};
	}
	return {
		title: cityLabel,
		id: `here:standin:city:${ place.city }:${ state.code }`,
		resultType: 'locality',
		localityType: 'city',
		address: {
			label: cityLabel,
			...address,
			postalCode: place.zips[ 0 ].zip,
		},
		position,
		mapView,
		scoring,
	};
}
