/**
 * The markup render.php prints, for tests (kept in step by hand; the
 * end-to-end tests check the real one).
 *
 * @param flags                  Data attributes of the wrapper.
 * @param flags.signinModal      The signin_modal setting.
 * @param flags.leadCaptureModal The lead_capture_modal setting.
 */
export function menuMarkup( {
	signinModal = true,
	leadCaptureModal = true,
} = {} ): string {
	const dialog = ( name: string, title: string ) => `
		<dialog data-careers-dialog="${ name }" aria-labelledby="m-${ name }-title">
			<div>
				<div><h2 id="m-${ name }-title">${ title }</h2><button type="button" data-careers-dialog-close>Close</button></div>
				<div data-careers-dialog-frame hidden></div>
				<div><button type="button" data-careers-dialog-close>Cancel</button></div>
			</div>
		</dialog>`;
	return `
	<div class="wp-block-careers-frontend-signin-menu is-loading" data-signed-in-message="You are signed in." data-signed-out-message="You are signed out.">
		<nav aria-label="Candidate profile">
			<div class="careers-when-signed-out" data-careers-menu-group="signed-out">
				<button type="button" aria-expanded="false" aria-controls="m-signed-out">Sign in</button>
				<ul id="m-signed-out" hidden>
					<li><a href="/profile/login/" data-careers-sign-in>Already have a profile?</a></li>
					<li><a href="/profile/join/" data-careers-join>Create a profile</a></li>
				</ul>
			</div>
			<div class="careers-when-signed-in" data-careers-menu-group="signed-in">
				<button type="button" aria-expanded="false" aria-controls="m-signed-in">My account</button>
				<ul id="m-signed-in" hidden>
					<li><a href="/profile/">My profile</a></li>
					<li><button type="button" data-careers-sign-out>Log out</button></li>
				</ul>
			</div>
		</nav>
		${ signinModal ? dialog( 'sign-in', 'Sign in' ) : '' }
		${ leadCaptureModal ? dialog( 'lead-capture', 'Create a profile' ) : '' }
	</div>
	<a href="#after">After the menu</a>`;
}
