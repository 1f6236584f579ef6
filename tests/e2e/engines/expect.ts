/**
 * Playwright's `expect` that also takes the engines' locators: the web-first
 * matchers (toBeVisible, toHaveText, …) keep asking the page until they
 * hold or time out, with Playwright's meaning, the same code in every
 * engine. Anything else goes to Playwright's own matchers unchanged.
 */
import { expect as baseExpect } from '@playwright/test';
import type { ExpectMatcherState, MatcherReturnType } from '@playwright/test';

import type { ElementDetails, Inspection } from './in-page/helpers';
import { EngineLocator } from './locator';
import type { TextMatch } from './types';

interface Verdict {
	pass: boolean;
	/** What was found, for the failure message. */
	actual: string;
}

type Check = ( inspection: Inspection ) => Verdict;

const sleep = ( ms: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

const normalize = ( text: string ) => text.replace( /\s+/g, ' ' ).trim();

function textVerdict(
	found: string | null | undefined,
	expected: TextMatch,
	contains: boolean
): Verdict {
	if ( found === null || found === undefined ) {
		return { pass: false, actual: 'no single element' };
	}
	const actual = normalize( found );
	if ( expected instanceof RegExp ) {
		return { pass: expected.test( actual ), actual };
	}
	const wanted = normalize( expected );
	return {
		pass: contains ? actual.includes( wanted ) : actual === wanted,
		actual,
	};
}

/**
 * Ask the page until the check passes (or, under `.not`, fails).
 *
 * @param state       The matcher's state.
 * @param name        The matcher's name.
 * @param locator     The locator.
 * @param check       What must hold.
 * @param expectation What was asked, for the message.
 * @param timeout     Milliseconds; the expect timeout when not given.
 */
async function poll(
	state: ExpectMatcherState,
	name: string,
	locator: EngineLocator,
	check: Check,
	expectation: string,
	timeout?: number
): Promise< MatcherReturnType > {
	const deadline = Date.now() + ( timeout ?? state.timeout );
	let verdict: Verdict = { pass: false, actual: 'not checked' };
	for ( let pause = 50; ; pause = Math.min( pause * 2, 500 ) ) {
		try {
			verdict = check( await locator.inspect() );
		} catch ( error ) {
			verdict = {
				pass: false,
				actual:
					error instanceof Error ? error.message : String( error ),
			};
		}
		if ( verdict.pass !== state.isNot || Date.now() > deadline ) {
			break;
		}
		await sleep( pause );
	}
	return {
		name,
		pass: verdict.pass,
		message: () =>
			`${ locator.description }: expected${
				state.isNot ? ' not' : ''
			} ${ expectation }, found ${ verdict.actual }`,
	};
}

/**
 * A check on the one element the locator must find.
 * @param check
 */
function onElement( check: ( element: ElementDetails ) => Verdict ): Check {
	return ( { count, element } ) =>
		element
			? check( element )
			: { pass: false, actual: `${ count } elements` };
}

/**
 * For anything but an engine locator: Playwright's own matcher.
 *
 * @param state    The matcher's state.
 * @param name     The matcher's name.
 * @param received What the test passed to expect().
 * @param args     The matcher's arguments.
 */
async function delegate(
	state: ExpectMatcherState,
	name: string,
	received: unknown,
	args: unknown[]
): Promise< MatcherReturnType > {
	// The matcher is called just below, by name.
	const positive = baseExpect( received ); // eslint-disable-line playwright/valid-expect
	const matchers = ( state.isNot
		? positive.not
		: positive ) as unknown as Record<
		string,
		( ...matcherArgs: unknown[] ) => Promise< void >
	>;
	try {
		await matchers[ name ]( ...args );
		return { pass: ! state.isNot, message: () => '' };
	} catch ( error ) {
		return {
			pass: state.isNot,
			message: () =>
				error instanceof Error ? error.message : String( error ),
		};
	}
}

interface TimeoutOption {
	timeout?: number;
}

/**
 * A matcher for engine locators, Playwright's for anything else.
 *
 * @param name  The matcher's name.
 * @param build The check and its description, from the matcher's arguments.
 */
function matcher< Args extends unknown[] >(
	name: string,
	build: ( ...args: Args ) => {
		check: Check;
		expectation: string;
		timeout?: number;
	}
) {
	return async function (
		this: ExpectMatcherState,
		received: unknown,
		...args: Args
	) {
		if ( ! ( received instanceof EngineLocator ) ) {
			return delegate( this, name, received, args );
		}
		const { check, expectation, timeout } = build( ...args );
		return poll( this, name, received, check, expectation, timeout );
	};
}

export const expect = baseExpect.extend( {
	toBeVisible: matcher( 'toBeVisible', ( options?: TimeoutOption ) => ( {
		check: onElement( ( element ) => ( {
			pass: element.visible,
			actual: element.visible ? 'visible' : 'hidden',
		} ) ),
		expectation: 'visible',
		timeout: options?.timeout,
	} ) ),
	toBeHidden: matcher( 'toBeHidden', ( options?: TimeoutOption ) => ( {
		check: ( { anyVisible } ) => ( {
			pass: ! anyVisible,
			actual: anyVisible ? 'visible' : 'hidden',
		} ),
		expectation: 'hidden',
		timeout: options?.timeout,
	} ) ),
	toBeAttached: matcher( 'toBeAttached', ( options?: TimeoutOption ) => ( {
		check: ( { count } ) => ( {
			pass: count > 0,
			actual: `${ count } elements`,
		} ),
		expectation: 'attached',
		timeout: options?.timeout,
	} ) ),
	toHaveCount: matcher(
		'toHaveCount',
		( expected: number, options?: TimeoutOption ) => ( {
			check: ( { count } ) => ( {
				pass: count === expected,
				actual: String( count ),
			} ),
			expectation: `count ${ expected }`,
			timeout: options?.timeout,
		} )
	),
	toHaveText: matcher(
		'toHaveText',
		(
			expected: TextMatch | readonly TextMatch[],
			options?: TimeoutOption
		) => ( {
			// A list: one text per element, in order.
			check: Array.isArray( expected )
				? ( { texts } ) => ( {
						pass:
							texts.length === expected.length &&
							texts.every(
								( text, index ) =>
									textVerdict(
										text,
										expected[ index ],
										false
									).pass
							),
						actual: JSON.stringify( texts ),
					} )
				: onElement( ( element ) =>
						textVerdict(
							element.text,
							expected as TextMatch,
							false
						)
					),
			expectation: `text ${ String( expected ) }`,
			timeout: options?.timeout,
		} )
	),
	toContainText: matcher(
		'toContainText',
		( expected: TextMatch, options?: TimeoutOption ) => ( {
			check: onElement( ( element ) =>
				textVerdict( element.text, expected, true )
			),
			expectation: `to contain ${ String( expected ) }`,
			timeout: options?.timeout,
		} )
	),
	toHaveAttribute: matcher(
		'toHaveAttribute',
		(
			attribute: string,
			expectedOrOptions?: TextMatch | TimeoutOption,
			options?: TimeoutOption
		) => {
			// Playwright's two forms: (name, value, options) and (name, options).
			const expected =
				typeof expectedOrOptions === 'string' ||
				expectedOrOptions instanceof RegExp
					? expectedOrOptions
					: undefined;
			const timeout =
				expected === undefined
					? ( expectedOrOptions as TimeoutOption | undefined )
							?.timeout
					: options?.timeout;
			return {
				check: onElement( ( element ) => {
					const value = element.attributes[ attribute ];
					if ( expected === undefined || value === undefined ) {
						return {
							pass: value !== undefined,
							actual: value ?? 'no attribute',
						};
					}
					return expected instanceof RegExp
						? { pass: expected.test( value ), actual: value }
						: { pass: value === expected, actual: value };
				} ),
				expectation: `${ attribute }=${ String( expected ?? '' ) }`,
				timeout,
			};
		}
	),
	toHaveValue: matcher(
		'toHaveValue',
		( expected: TextMatch, options?: TimeoutOption ) => ( {
			check: onElement( ( element ) =>
				expected instanceof RegExp
					? {
							pass: expected.test( element.value ?? '' ),
							actual: String( element.value ),
						}
					: {
							pass: element.value === expected,
							actual: String( element.value ),
						}
			),
			expectation: `value ${ String( expected ) }`,
			timeout: options?.timeout,
		} )
	),
	toBeEmpty: matcher( 'toBeEmpty', ( options?: TimeoutOption ) => ( {
		check: onElement( ( element ) => ( {
			pass: ( element.value ?? element.text ) === '',
			actual: JSON.stringify( element.value ?? element.text ),
		} ) ),
		expectation: 'empty',
		timeout: options?.timeout,
	} ) ),
	toBeFocused: matcher( 'toBeFocused', ( options?: TimeoutOption ) => ( {
		check: onElement( ( element ) => ( {
			pass: element.focused,
			actual: element.focused ? 'focused' : 'not focused',
		} ) ),
		expectation: 'focused',
		timeout: options?.timeout,
	} ) ),
	toHaveAccessibleDescription: matcher(
		'toHaveAccessibleDescription',
		( expected: TextMatch, options?: TimeoutOption ) => ( {
			check: onElement( ( element ) =>
				textVerdict( element.description, expected, false )
			),
			expectation: `description ${ String( expected ) }`,
			timeout: options?.timeout,
		} )
	),
} );
