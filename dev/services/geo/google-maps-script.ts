/**
 * The script served at `maps/api/js`: a small `google.maps` with the parts a
 * page uses for geocoding (Geocoder, GeocoderStatus, LatLng, LatLngBounds,
 * importLibrary), backed by the stand-in's `maps/api/geocode/json`.
 */

export interface MapsScriptConfig {
	/** Where the geocoder stand-in is, ending in `/`. */
	baseUrl: string;
	key: string;
	/** Global function to call once loaded, as Google's `callback` does. */
	callback?: string;
}

/**
 * JSON safe to put inside a <script>, whatever the page does with it.
 * @param value
 */
function scriptJson( value: unknown ): string {
	return JSON.stringify( value ).replace( /</g, '\\u003c' );
}

export function googleMapsScript( config: MapsScriptConfig ): string {
	return `/* Google Maps JavaScript API stand-in (careers-frontend dev/services). */
(function () {
	'use strict';
	var config = ${ scriptJson( config ) };
	var root = window.google = window.google || {};
	var maps = root.maps = root.maps || {};

	function LatLng(lat, lng) {
		if (lat && typeof lat === 'object') {
			lng = typeof lat.lng === 'function' ? lat.lng() : lat.lng;
			lat = typeof lat.lat === 'function' ? lat.lat() : lat.lat;
		}
		this._lat = Number(lat);
		this._lng = Number(lng);
	}
	LatLng.prototype.lat = function () { return this._lat; };
	LatLng.prototype.lng = function () { return this._lng; };
	LatLng.prototype.toJSON = function () { return { lat: this._lat, lng: this._lng }; };
	LatLng.prototype.toString = function () { return '(' + this._lat + ', ' + this._lng + ')'; };
	LatLng.prototype.toUrlValue = function () { return this._lat.toFixed(6) + ',' + this._lng.toFixed(6); };
	LatLng.prototype.equals = function (other) { return !!other && other.lat() === this._lat && other.lng() === this._lng; };

	function LatLngBounds(sw, ne) {
		this._sw = sw instanceof LatLng ? sw : new LatLng(sw);
		this._ne = ne instanceof LatLng ? ne : new LatLng(ne);
	}
	LatLngBounds.prototype.getSouthWest = function () { return this._sw; };
	LatLngBounds.prototype.getNorthEast = function () { return this._ne; };
	LatLngBounds.prototype.getCenter = function () {
		return new LatLng((this._sw.lat() + this._ne.lat()) / 2, (this._sw.lng() + this._ne.lng()) / 2);
	};
	LatLngBounds.prototype.contains = function (point) {
		var p = point instanceof LatLng ? point : new LatLng(point);
		return p.lat() >= this._sw.lat() && p.lat() <= this._ne.lat() && p.lng() >= this._sw.lng() && p.lng() <= this._ne.lng();
	};
	LatLngBounds.prototype.toJSON = function () {
		return { south: this._sw.lat(), west: this._sw.lng(), north: this._ne.lat(), east: this._ne.lng() };
	};

	var GeocoderStatus = {
		ERROR: 'ERROR',
		INVALID_REQUEST: 'INVALID_REQUEST',
		OK: 'OK',
		OVER_QUERY_LIMIT: 'OVER_QUERY_LIMIT',
		REQUEST_DENIED: 'REQUEST_DENIED',
		UNKNOWN_ERROR: 'UNKNOWN_ERROR',
		ZERO_RESULTS: 'ZERO_RESULTS'
	};
	var GeocoderLocationType = {
		APPROXIMATE: 'APPROXIMATE',
		GEOMETRIC_CENTER: 'GEOMETRIC_CENTER',
		RANGE_INTERPOLATED: 'RANGE_INTERPOLATED',
		ROOFTOP: 'ROOFTOP'
	};

	function MapsRequestError(status) {
		var error = new Error('Geocoding Service: ' + status);
		error.name = 'MapsRequestError';
		error.code = status;
		error.endpoint = 'GEOCODER_GEOCODE';
		return error;
	}

	function toResult(raw) {
		var g = raw.geometry;
		return {
			address_components: raw.address_components,
			formatted_address: raw.formatted_address,
			geometry: {
				location: new LatLng(g.location.lat, g.location.lng),
				location_type: g.location_type,
				viewport: new LatLngBounds(g.viewport.southwest, g.viewport.northeast)
			},
			place_id: raw.place_id,
			types: raw.types,
			partial_match: raw.partial_match
		};
	}

	function query(request) {
		var params = new URLSearchParams();
		params.set('key', config.key);
		if (request.address) { params.set('address', String(request.address)); }
		if (request.location) {
			var at = request.location instanceof LatLng ? request.location : new LatLng(request.location);
			params.set('latlng', at.lat() + ',' + at.lng());
		}
		if (request.placeId) { params.set('place_id', String(request.placeId)); }
		if (request.region) { params.set('region', String(request.region)); }
		var restrictions = request.componentRestrictions || {};
		var components = Object.keys(restrictions).map(function (name) {
			return name.replace(/[A-Z]/g, function (c) { return '_' + c.toLowerCase(); }) + ':' + restrictions[name];
		});
		if (components.length) { params.set('components', components.join('|')); }
		return config.baseUrl + 'maps/api/geocode/json?' + params.toString();
	}

	function Geocoder() {}
	Geocoder.prototype.geocode = function (request, callback) {
		request = request || {};
		var promise = fetch(query(request)).then(function (response) {
			if (!response.ok) { return { status: GeocoderStatus.UNKNOWN_ERROR, results: [] }; }
			return response.json();
		}, function () {
			return { status: GeocoderStatus.ERROR, results: [] };
		}).catch(function () {
			return { status: GeocoderStatus.ERROR, results: [] };
		}).then(function (body) {
			var status = body.status;
			var results = status === GeocoderStatus.OK ? body.results.map(toResult) : [];
			if (callback) { callback(status === GeocoderStatus.OK || status === GeocoderStatus.ZERO_RESULTS ? results : null, status); }
			if (status === GeocoderStatus.OK || (status === GeocoderStatus.ZERO_RESULTS && request.fulfillOnZeroResults)) {
				return { results: results };
			}
			throw MapsRequestError(status);
		});
		if (callback) { promise.catch(function () {}); }
		return promise;
	};

	maps.LatLng = LatLng;
	maps.LatLngBounds = LatLngBounds;
	maps.Geocoder = Geocoder;
	maps.GeocoderStatus = GeocoderStatus;
	maps.GeocoderLocationType = GeocoderLocationType;
	maps.version = 'stand-in';
	maps.importLibrary = function (name) {
		if (name === 'geocoding') {
			return Promise.resolve({ Geocoder: Geocoder, GeocoderStatus: GeocoderStatus, GeocoderLocationType: GeocoderLocationType });
		}
		if (name === 'core') {
			return Promise.resolve({ LatLng: LatLng, LatLngBounds: LatLngBounds });
		}
		return Promise.reject(new Error('The stand-in has no "' + name + '" library.'));
	};

	if (config.callback) {
		var target = window;
		var path = config.callback.split('.');
		for (var i = 0; i < path.length && target; i++) { target = target[path[i]]; }
		if (typeof target === 'function') { target(); }
	}
})();
`;
}
