/**
 * Decorative icons (hidden from assistive technology).
 */

/**
 * Internal dependencies
 */
import { BOT_PATH, CLOSE_PATH, PERSON_PATH } from '../lib/icon-paths';

const svgProps = {
	width: 20,
	height: 20,
	viewBox: '0 0 24 24',
	'aria-hidden': true,
	focusable: false,
} as const;

export function CloseIcon() {
	return (
		<svg { ...svgProps }>
			<path fill="currentColor" d={ CLOSE_PATH } />
		</svg>
	);
}

export function BotIcon() {
	return (
		<svg { ...svgProps }>
			<path fill="currentColor" d={ BOT_PATH } />
		</svg>
	);
}

export function PersonIcon() {
	return (
		<svg { ...svgProps }>
			<path fill="currentColor" d={ PERSON_PATH } />
		</svg>
	);
}
