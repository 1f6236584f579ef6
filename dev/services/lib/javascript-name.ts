/**
 * JSONP and script-loader callbacks must be plain (dotted) JavaScript names,
 * so nothing else can be injected into the script we answer with.
 */
const CALLBACK_NAME = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

export function isValidCallbackName( name: string ): boolean {
	return CALLBACK_NAME.test( name );
}
