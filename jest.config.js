/**
 * Unit tests sit beside the code they test, in `test/` folders.
 * Stand-in and SDK tests opt into the node environment with a docblock.
 */
const path = require( 'path' );

module.exports = {
	preset: '@wordpress/jest-preset-default',
	rootDir: __dirname,
	testMatch: [
		'<rootDir>/{src,blocks,dev,tools}/**/test/*.test.[jt]s?(x)',
		'<rootDir>/tests/budgets/*.test.ts',
		// The e2e suite's own code (the engine adapters) has unit tests too.
		'<rootDir>/tests/e2e/**/test/*.test.ts',
		// The plugin's root PHP files (uninstall.php) are tested from here.
		'<rootDir>/test/*.test.ts',
	],
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/build/',
		'<rootDir>/.local/',
	],
	modulePathIgnorePatterns: [ '<rootDir>/.local/', '<rootDir>/build/' ],
	transform: {
		'\\.m?[jt]sx?$':
			require.resolve( '@wordpress/scripts/config/babel-transform' ),
	},
	// These ship only ES modules: let Babel turn them into CommonJS.
	transformIgnorePatterns: [ '/node_modules/(?!(uuid|@wordpress/theme)/)' ],
	moduleNameMapper: {
		// marked's package exports point Jest at its ES module build.
		'^marked$': path.join(
			__dirname,
			'node_modules/marked/lib/marked.umd.js'
		),
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
	// Jest leaves one core free by default, so on CI's two cores it runs the
	// files one at a time (111 s); on both, 66 s (2026-11-27). No test binds
	// a fixed port or shares a file with another.
	maxWorkers: '100%',
	// The stand-in tests run a whole conversation over HTTP; a file's first
	// test also loads the answers' index. Beside the e2e suite on two cores
	// that took 6.1 s (2026-12-07), over Jest's 5 s: a timeout says nothing
	// of the behaviour, so the limit is 20 s.
	testTimeout: 20_000,
};
