/**
 * The candidate's initials for the avatar: first letters of the first and
 * last names, upper case ("Ada Lovelace" → "AL"); '' when neither is known.
 *
 * @param firstName Candidate's first name.
 * @param lastName  Candidate's last name.
 */
export function initials( firstName?: string, lastName?: string ): string {
	return [ firstName, lastName ]
		.map( ( name ) => Array.from( name?.trim() ?? '' )[ 0 ] ?? '' )
		.join( '' )
		.toLocaleUpperCase();
}
