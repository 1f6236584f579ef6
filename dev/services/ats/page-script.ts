/**
 * Browser code shared by the ATS pages: writes the candidate and bearer token
 * under `{organization}.{key}`, each holding `{ date, data }` (the stored keys
 * of spec section 3, as src/runtime/storage.ts reads them), sets the `xcc` and
 * `is_sponsor` cookies, and goes back to a same-origin `returnTo` with a
 * replace navigation (no history entry).
 */
import { scriptJson } from './page-layout';

export function commonScript( organization: string ): string {
	return `var careersAts = (function () {
	'use strict';
	var prefix = ${ scriptJson( organization ) };
	function save(key, data) {
		try {
			localStorage.setItem(prefix + "." + key, JSON.stringify({ date: String(Date.now()), data: data }));
		} catch (error) {
			console.error(error);
		}
	}
	function read(key) {
		try {
			var item = JSON.parse(localStorage.getItem(prefix + "." + key) || 'null');
			return item && item.data !== undefined ? item.data : null;
		} catch (error) {
			return null;
		}
	}
	function safeReturnTo(fallback) {
		var value = new URLSearchParams(location.search).get('returnTo');
		if (!value || value.charAt(0) !== '/' || value.charAt(1) === '/' || value.charAt(1) === '\\\\') {
			return fallback;
		}
		try {
			var url = new URL(value, location.origin);
			return url.origin === location.origin ? url.pathname + url.search + url.hash : fallback;
		} catch (error) {
			return fallback;
		}
	}
	function signIn(candidate, token, sponsor) {
		save('candidate', candidate);
		save('bearerToken', { token: token });
		save('username', (candidate.firstName + '.' + candidate.lastName).toLowerCase() + '@example.com');
		document.cookie = 'xcc=' + encodeURIComponent(JSON.stringify(candidate)) + '; path=/; SameSite=Lax';
		document.cookie = sponsor ? 'is_sponsor=1; path=/; SameSite=Lax' : 'is_sponsor=; path=/; max-age=0; SameSite=Lax';
	}
	function announce(text) {
		var status = document.getElementById('status');
		if (status) { status.textContent = text; }
	}
	function go(path) {
		location.replace(path);
	}
	return { save: save, read: read, safeReturnTo: safeReturnTo, signIn: signIn, announce: announce, go: go };
})();
`;
}
