/**
 * Whether a path is the apply page: a segment `apply`, so a language
 * prefix or a site in a subfolder still counts, and `/apply-now/` does not.
 *
 * @param path Location pathname.
 */
export function isApplyPage( path: string ): boolean {
	return /\/apply(\/|$)/.test( path );
}

/**
 * The create-profile link opens the lead-capture modal, except on the
 * apply page or when lead capture is not a modal: then it is a plain link
 * to /profile/join/ (spec §2).
 *
 * @param path             Location pathname.
 * @param leadCaptureModal The lead_capture_modal setting.
 */
export function createProfileOpensModal(
	path: string,
	leadCaptureModal: boolean
): boolean {
	return leadCaptureModal && ! isApplyPage( path );
}
