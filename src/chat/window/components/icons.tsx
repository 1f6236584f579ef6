/**
 * Decorative icons (hidden from assistive technology).
 */

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
			<path
				fill="currentColor"
				d="M13.4 12l5.3-5.3-1.4-1.4-5.3 5.3-5.3-5.3-1.4 1.4 5.3 5.3-5.3 5.3 1.4 1.4 5.3-5.3 5.3 5.3 1.4-1.4z"
			/>
		</svg>
	);
}

export function BotIcon() {
	return (
		<svg { ...svgProps }>
			<path
				fill="currentColor"
				d="M12 2a1 1 0 011 1v1.1A7 7 0 0119 11v5a3 3 0 01-3 3H8a3 3 0 01-3-3v-5a7 7 0 016-6.9V3a1 1 0 011-1zm-3 10a1.5 1.5 0 100 3 1.5 1.5 0 000-3zm6 0a1.5 1.5 0 100 3 1.5 1.5 0 000-3z"
			/>
		</svg>
	);
}

export function PersonIcon() {
	return (
		<svg { ...svgProps }>
			<path
				fill="currentColor"
				d="M12 12a4 4 0 100-8 4 4 0 000 8zm0 2c-4 0-7 2-7 4.5V20h14v-1.5C19 16 16 14 12 14z"
			/>
		</svg>
	);
}
