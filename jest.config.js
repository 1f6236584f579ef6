/**
 * Unit tests sit beside the code they test, in `test/` folders.
 * Stand-in and SDK tests opt into the node environment with a docblock.
 */
const path = require( 'path' );

module.exports = {
	preset: '@wordpress/jest-preset-default',
	rootDir: __dirname,
	testMatch: [
		'<rootDir>/{src,blocks,dev}/**/test/*.test.[jt]s?(x)',
		'<rootDir>/tests/budgets/*.test.ts',
	],
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/build/',
		'<rootDir>/.local/',
	],
	modulePathIgnorePatterns: [ '<rootDir>/.local/', '<rootDir>/build/' ],
	transform: {
		'\\.[jt]sx?$':
			require.resolve( '@wordpress/scripts/config/babel-transform' ),
	},
	moduleNameMapper: {
		'^@careers-frontend/runtime$': path.join(
			__dirname,
			'src/runtime/index.ts'
		),
		'^@careers-frontend/settings$': path.join(
			__dirname,
			'src/settings/index.ts'
		),
	},
	setupFilesAfterEnv: [ '<rootDir>/tests/jest-setup.ts' ],
};
