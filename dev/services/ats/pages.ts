/**
 * The ATS stand-in's pages: login (demo candidates), join, profile, thank-you.
 * They run on the WordPress origin (the dev router forwards /profile/*), so
 * links are root-relative and keep any language prefix.
 */
import { commonScript } from './page-script';
import { escapeHtml, renderPage, scriptJson } from './page-layout';
import type { Candidate, DemoCandidate } from './demo-candidates';

export interface PageOptions {
	organization: string;
	/** Language prefix of the requested path, e.g. `/es`, or ''. */
	prefix: string;
}

export function loginPage(
	options: PageOptions,
	candidates: readonly { demo: DemoCandidate; token: string }[]
): string {
	const items = candidates
		.map( ( { demo } ) => {
			const { firstName, lastName } = demo.candidate;
			return `<li>
<button type="submit" name="candidate" value="${ demo.key }" data-testid="demo-candidate-${ demo.key }" aria-describedby="about-${ demo.key }">Sign in as ${ escapeHtml(
				`${ firstName } ${ lastName }`
			) }</button>
<p id="about-${ demo.key }">${ escapeHtml( demo.description ) }</p>
</li>`;
		} )
		.join( '\n' );
	const data: Record<
		string,
		{ candidate: Candidate; token: string; sponsor: boolean }
	> = {};
	for ( const { demo, token } of candidates ) {
		data[ demo.key ] = {
			candidate: demo.candidate,
			token,
			sponsor: demo.sponsor,
		};
	}
	return renderPage( {
		title: 'Sign in',
		body: `<h1>Sign in to your profile</h1>
<p class="note">This is the local stand-in for the applicant tracking system. Choose a demo candidate to sign in as; no password is needed.</p>
<form id="demo-sign-in" aria-labelledby="candidates-heading">
<h2 id="candidates-heading">Demo candidates</h2>
<ul class="candidates">
${ items }
</ul>
</form>
<p id="status" role="status"></p>
<p>New here? <a href="${ options.prefix }/profile/join/" id="join-link">Create a profile</a></p>`,
		script: `${ commonScript( options.organization ) }
(function () {
	var demo = ${ scriptJson( data ) };
	var join = document.getElementById('join-link');
	var returnTo = new URLSearchParams(location.search).get('returnTo');
	if (returnTo) { join.search = '?returnTo=' + encodeURIComponent(returnTo); }
	document.getElementById('demo-sign-in').addEventListener('submit', function (event) {
		event.preventDefault();
		var chosen = event.submitter && demo[event.submitter.value];
		if (!chosen) { return; }
		careersAts.signIn(chosen.candidate, chosen.token, chosen.sponsor);
		careersAts.announce('Signed in as ' + chosen.candidate.firstName + ' ' + chosen.candidate.lastName + '. Returning to the site…');
		careersAts.go(careersAts.safeReturnTo('/'));
	});
})();`,
	} );
}

export function joinPage(
	options: PageOptions,
	categories: readonly string[],
	zips: Record< string, [ number, number ] >
): string {
	const choices = categories
		.map(
			( category ) =>
				`<option value="${ escapeHtml( category ) }">${ escapeHtml( category ) }</option>`
		)
		.join( '' );
	return renderPage( {
		title: 'Create a profile',
		body: `<h1>Create your profile</h1>
<p class="note">This is the local stand-in for the applicant tracking system. Your profile is kept in this browser only.</p>
<form id="join-form">
<label for="firstName">First name</label>
<input id="firstName" name="firstName" autocomplete="given-name" required>
<label for="lastName">Last name</label>
<input id="lastName" name="lastName" autocomplete="family-name" required>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<label for="areaInterest">Area of interest</label>
<select id="areaInterest" name="areaInterest"><option value="">No preference</option>${ choices }</select>
<label for="zip">Zip code (optional)</label>
<input id="zip" name="zip" inputmode="numeric" pattern="[0-9]{5}" autocomplete="postal-code" aria-describedby="zip-hint">
<p id="zip-hint" class="note">Five digits, for example 78701.</p>
<button type="submit" data-testid="join-submit">Create profile</button>
</form>
<p id="status" role="status"></p>
<p>Already have a profile? <a href="${ options.prefix }/profile/login/">Sign in</a></p>`,
		script: `${ commonScript( options.organization ) }
(function () {
	var zips = ${ scriptJson( zips ) };
	document.getElementById('join-form').addEventListener('submit', function (event) {
		event.preventDefault();
		var form = event.target;
		function field(name) { return form.elements.namedItem(name).value.trim(); }
		var zip = field('zip');
		var position = zips[zip];
		var candidate = {
			candidateId: String(200000 + Math.floor(Math.random() * 700000)),
			firstName: field('firstName'),
			lastName: field('lastName'),
			areaInterest: field('areaInterest'),
			isLocked: false,
			from_chat: false,
			latitude: position ? String(position[0]) : '',
			longitude: position ? String(position[1]) : '',
			zip: zip
		};
		careersAts.signIn(candidate, 'demo-join-' + candidate.candidateId, false);
		careersAts.save('username', field('email'));
		careersAts.announce('Your information is being updated.');
		careersAts.go(careersAts.safeReturnTo(${ scriptJson( `${ options.prefix }/profile/thank-you/` ) }));
	});
})();`,
	} );
}

export function profilePage( options: PageOptions ): string {
	return renderPage( {
		title: 'Your profile',
		body: `<h1>Your profile</h1>
<div id="signed-in" hidden>
<dl>
<dt>Name</dt><dd id="profile-name"></dd>
<dt>Candidate id</dt><dd id="profile-id"></dd>
<dt>Area of interest</dt><dd id="profile-area"></dd>
<dt>Zip code</dt><dd id="profile-zip"></dd>
</dl>
</div>
<p id="signed-out" hidden>You are not signed in. <a href="${ options.prefix }/profile/login/?returnTo=${ encodeURIComponent(
			`${ options.prefix }/profile/`
		) }">Sign in</a></p>
<p><a href="${ options.prefix || '' }/">Back to the careers site</a></p>`,
		script: `${ commonScript( options.organization ) }
(function () {
	var candidate = careersAts.read('candidate');
	if (!candidate || candidate.isLocked) {
		document.getElementById('signed-out').hidden = false;
		return;
	}
	document.getElementById('signed-in').hidden = false;
	document.getElementById('profile-name').textContent = candidate.firstName + ' ' + candidate.lastName;
	document.getElementById('profile-id').textContent = candidate.candidateId;
	document.getElementById('profile-area').textContent = candidate.areaInterest || 'None chosen';
	document.getElementById('profile-zip').textContent = candidate.zip || 'None given';
})();`,
	} );
}

export function thankYouPage( options: PageOptions ): string {
	return renderPage( {
		title: 'Thank you',
		body: `<h1>Thank you</h1>
<p>Your profile is ready.</p>
<p><a href="${ options.prefix }/profile/">View your profile</a> or <a href="${ options.prefix || '' }/">go back to the careers site</a>.</p>`,
		script: '',
	} );
}

export function signedOutPage( refusedReturnTo?: string ): string {
	const refused = refusedReturnTo
		? `<p>The return address ${ escapeHtml(
				refusedReturnTo
			) } is not allowed, so you stay here.</p>`
		: '';
	return renderPage( {
		title: 'Signed out',
		body: `<h1>You are signed out</h1>
${ refused }
<p>The single sign-on session has ended.</p>`,
		script: '',
	} );
}

export function notFoundPage(): string {
	return renderPage( {
		title: 'Page not found',
		body: `<h1>Page not found</h1>
<p>The profile area has no such page. <a href="/profile/">Go to your profile</a>.</p>`,
		script: '',
	} );
}
