/**
 * wp-scripts' flat config, with the unit-test rules extended to TypeScript
 * tests and the end-to-end rules to Playwright specs.
 */
const wpPlugin = require( '@wordpress/eslint-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );
const { importRules } = require( './dev/tools/import-rules.cjs' );

module.exports = [
	{
		ignores: [
			'.local/**',
			'build/**',
			'**/.build/**',
			'test-results/**',
			'artifacts/**',
		],
	},
	...defaultConfig,
	// The TypeScript rules also for the types of a plain-JavaScript module
	// that Node runs before TypeScript is there (dev/stack/install-plan.mjs).
	...defaultConfig
		.filter( ( config ) => config.files?.includes( '**/*.ts' ) )
		.map( ( config ) => ( { ...config, files: [ '**/*.d.mts' ] } ) ),
	...wpPlugin.configs[ 'test-unit' ].map( ( config ) => ( {
		...config,
		files: [ '**/test/**/*.{ts,tsx}' ],
	} ) ),
	...wpPlugin.configs[ 'test-playwright' ].map( ( config ) => ( {
		...config,
		files: [ 'tests/e2e/**/*.ts' ],
		// The e2e harness's own unit tests are Jest's.
		ignores: [ 'tests/e2e/**/test/**' ],
	} ) ),
	{
		rules: {
			// Jest reads its environment from this docblock tag.
			'jsdoc/check-tag-names': [
				'error',
				{ definedTags: [ 'jest-environment' ] },
			],
		},
	},
	{
		// The shipped scripts translate in the plugin's own text domain
		// (`npm run make-pot` takes every call, whatever its domain).
		files: [ 'src/**', 'blocks/**' ],
		rules: {
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'careers-frontend' },
			],
		},
	},
	{
		settings: {
			'import/core-modules': [
				'@careers-frontend/runtime',
				'@careers-frontend/settings',
			],
		},
	},
	// No import circles in src/ and blocks/, and every arrow points down.
	...importRules( __dirname ),
];
