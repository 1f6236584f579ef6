/**
 * Playwright's `expect` that also takes the engines' locators: the web-first
 * matchers (toBeVisible, toHaveText, …) keep asking the page until they
 * hold or time out, with Playwright's meaning, the same code in every
 * engine. Anything else goes to Playwright's own matchers unchanged.
 */
import { expect as baseExpect } from '@playwright/test';
import type { ExpectMatcherState, MatcherReturnType } from '@playwright/test';

import type {
	ElementDetails,
	InspectOptions,
	Inspection,
} from './in-page/helpers';
import { REAL_CLOCK, type Clock } from './clock';
import { EngineLocator } from './locator';
import { sessionLostBy } from './session-lost';
import type { TextMatch } from './types';

interface Verdict {
	pass: boolean;
	/** What was found, for the failure message. */
	actual: string;
}

type Check = ( inspection: Inspection ) => Verdict;

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
 * The web-first retry: read and check until the verdict is the one wanted
 * (pass, or under `.not` fail), or the time is up; the last verdict either
 * way. Pauses grow from 50 ms to 500 ms, as Playwright's own polling does.
 *
 * @param read    What the page shows now.
 * @param check   What must hold.
 * @param isNot   Under `.not`: wait for the check to fail.
 * @param timeout Milliseconds.
 * @param clock   Time (real unless a test fakes it).
 */
export async function waitForVerdict(
	read: () => Promise< Inspection >,
	check: Check,
	isNot: boolean,
	timeout: number,
	clock: Clock = REAL_CLOCK
): Promise< Verdict > {
	const deadline = clock.now() + timeout;
	let verdict: Verdict = { pass: false, actual: 'not checked' };
	for ( let pause = 50; ; pause = Math.min( pause * 2, 500 ) ) {
		try {
			verdict = check( await read() );
		} catch ( error ) {
			// A dead session is no verdict, not even a `.not` one.
			const lost = sessionLostBy( error );
			if ( lost ) {
				throw lost;
			}
			verdict = {
				pass: false,
				actual:
					error instanceof Error ? error.message : String( error ),
			};
		}
		if ( verdict.pass !== isNot || clock.now() > deadline ) {
			return verdict;
		}
		await clock.sleep( pause );
	}
}

/**
 * Ask the page until the check passes (or, under `.not`, fails).
 *
 * @param state   The matcher's state.
 * @param name    The matcher's name.
 * @param locator The locator.
 * @param built   The check, what was asked, the timeout and what to measure.
 */
async function poll(
	state: ExpectMatcherState,
	name: string,
	locator: EngineLocator,
	built: Built
): Promise< MatcherReturnType > {
	const verdict = await waitForVerdict(
		() => locator.inspect( built.measure ),
		built.check,
		state.isNot,
		built.timeout ?? state.timeout
	);
	return {
		name,
		pass: verdict.pass,
		message: () =>
			`${ locator.description }: expected${
				state.isNot ? ' not' : ''
			} ${ built.expectation }, found ${ verdict.actual }`,
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

interface Built {
	check: Check;
	expectation: string;
	timeout?: number;
	/** More to measure than the default inspection. */
	measure?: InspectOptions;
}

/**
 * A matcher for engine locators, Playwright's for anything else.
 *
 * @param name  The matcher's name.
 * @param build The check and its description, from the matcher's arguments.
 */
function matcher< Args extends unknown[] >(
	name: string,
	build: ( ...args: Args ) => Built
) {
	return async function (
		this: ExpectMatcherState,
		received: unknown,
		...args: Args
	) {
		if ( ! ( received instanceof EngineLocator ) ) {
			return delegate( this, name, received, args );
		}
		return poll( this, name, received, build( ...args ) );
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
	toBeEnabled: matcher( 'toBeEnabled', ( options?: TimeoutOption ) => ( {
		check: onElement( ( element ) => ( {
			pass: element.enabled,
			actual: element.enabled ? 'enabled' : 'disabled',
		} ) ),
		expectation: 'enabled',
		timeout: options?.timeout,
	} ) ),
	toBeDisabled: matcher( 'toBeDisabled', ( options?: TimeoutOption ) => ( {
		check: onElement( ( element ) => ( {
			pass: ! element.enabled,
			actual: element.enabled ? 'enabled' : 'disabled',
		} ) ),
		expectation: 'disabled',
		timeout: options?.timeout,
	} ) ),
	toBeInViewport: matcher(
		'toBeInViewport',
		( options?: TimeoutOption & { ratio?: number } ) => {
			const wanted = options?.ratio ?? 0;
			return {
				// Playwright's rule: any part for ratio 0, else at least it.
				check: onElement( ( { viewportRatio = 0 } ) => ( {
					pass:
						wanted === 0
							? viewportRatio > 0
							: viewportRatio >= wanted,
					actual: `${ Math.round(
						viewportRatio * 100
					) }% in the viewport`,
				} ) ),
				expectation: `in the viewport${
					wanted === 0 ? '' : ` (ratio ${ wanted })`
				}`,
				timeout: options?.timeout,
				measure: { viewport: true },
			};
		}
	),
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
