/* @jest-environment node */
/**
 * The import rules `npm run lint:js` applies to src/ and blocks/
 * (dev/tools/import-rules.cjs): on a small tree with a circle and imports
 * the wrong way, ESLint fails and names each offending import and the
 * chain; the same tree with the arrows pointing down passes. So do a
 * circle closed through `import type`, an import around a room's face,
 * and product code or the build (webpack.config.js, tools/) importing dev/.
 */
import {
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// ESLint as wp-scripts runs it (a dependency of @wordpress/scripts).
// eslint-disable-next-line import/no-extraneous-dependencies
import { Linter } from 'eslint';

const { importRules } = require( '../import-rules.cjs' ) as {
	importRules: ( root: string ) => Linter.Config[];
};

const PROJECT_ROOT = path.resolve( __dirname, '../../..' );
const RULES = new Set( [
	'import/no-cycle',
	'import/no-restricted-paths',
	'careers/no-circle',
	'careers/room-faces',
] );

// ESLint loads the WordPress config's plugins and parses every file.
jest.setTimeout( 120_000 );

/** A tree with every kind of import the rules know, all allowed. */
const ALLOWED: Record< string, string > = {
	'src/chat/public.ts': "export { askBot } from './core/ask';\n",
	'src/chat/core/ask.ts':
		"import { normalise } from './text';\n\nexport const askBot = ( words: string ) => normalise( words );\n",
	'src/chat/core/text.ts':
		'export const normalise = ( words: string ) => words.trim();\n',
	// Types point down too.
	'src/chat/core/reply.ts':
		'export interface Reply {\n\ttext: string;\n}\nexport const EMPTY_REPLY: Reply = { text: "" };\n',
	'src/chat/core/turn.ts':
		"import type { Reply } from './reply';\n\nexport interface Turn {\n\treply: Reply;\n}\n",
	'src/admin/test-bot.ts':
		"import { askBot } from '../chat/public';\n\nexport const testBot = () => askBot( 'Hello' );\n",
	'blocks/one/block.json': '{}\n',
	'blocks/one/view.ts':
		"import { askBot } from '../../src/chat/public';\n\nexport const startOne = () => askBot( 'one' );\n",
	'blocks/two/block.json': '{}\n',
	'blocks/two/view.ts': 'export const startTwo = () => 2;\n',
	// Outside every block, a file of blocks/ may start several.
	'blocks/entry.ts':
		"import { startOne } from './one/view';\nimport { startTwo } from './two/view';\n\nstartOne();\nstartTwo();\n",
};

/** The same tree with a circle and three imports the wrong way. */
const BROKEN: Record< string, string > = {
	...ALLOWED,
	// ask → text → format → ask.
	'src/chat/core/text.ts':
		"import { format } from './format';\n\nexport const normalise = ( words: string ) => format( words.trim() );\n",
	'src/chat/core/format.ts':
		"import { askBot } from './ask';\n\nexport const format = ( words: string ) =>\n\twords || String( askBot );\n",
	'src/admin/test-bot.ts':
		"import { askBot } from '../chat/core/ask';\n\nexport const testBot = () => askBot( 'Hello' );\n",
	'src/runtime/start.ts':
		"import { startOne } from '../../blocks/one/view';\n\nexport const start = () => startOne();\n",
	'blocks/two/view.ts':
		"import { startOne } from '../one/view';\n\nexport const startTwo = () => startOne();\n",
};

interface Problem {
	file: string;
	line: number;
	rule: string | null;
	message: string;
}

let folders: string[] = [];

afterAll( () => {
	folders.forEach( ( folder ) =>
		rmSync( folder, { recursive: true, force: true } )
	);
	folders = [];
} );

function writeTree( files: Record< string, string > ): string {
	const root = mkdtempSync( path.join( tmpdir(), 'import-rules-' ) );
	folders.push( root );
	for ( const [ name, text ] of Object.entries( files ) ) {
		mkdirSync( path.join( root, path.dirname( name ) ), {
			recursive: true,
		} );
		writeFileSync( path.join( root, name ), text );
	}
	return root;
}

const wordpressConfig = (): Linter.Config[] =>
	require( '@wordpress/scripts/config/eslint.config.cjs' );
const projectConfig = (): Linter.Config[] =>
	require( '../../../eslint.config.cjs' );

/**
 * What ESLint reports, for the rules of imports only, on each file of
 * `files` (ESLint's Linter: its file-finding API imports ES modules, which
 * Jest's CommonJS sandbox refuses).
 *
 * @param root   Folder the config's globs and the files are relative to.
 * @param files  File name → text; each is read from disk by what imports it.
 * @param config Flat config.
 */
function lint(
	root: string,
	files: Record< string, string >,
	config: Linter.Config[]
): Problem[] {
	const linter = new Linter( { cwd: root } );
	return Object.entries( files )
		.filter( ( [ name ] ) => /\.(tsx?|js)$/.test( name ) )
		.flatMap( ( [ name, text ] ) =>
			linter
				.verify( text, config, {
					filename: path.join( root, name ),
				} )
				.map( ( message ): Problem => ( {
					file: name,
					line: message.line,
					rule: message.ruleId,
					message: message.message,
				} ) )
		)
		.filter( ( problem ) => RULES.has( problem.rule ?? '' ) );
}

/**
 * The tree on disk, linted with the WordPress config wp-scripts uses and
 * the import rules for that tree.
 *
 * @param files The tree.
 */
function lintTree( files: Record< string, string > ): Problem[] {
	const root = writeTree( files );
	return lint( root, files, [
		...wordpressConfig(),
		// No React in the temporary folder to detect the version from.
		{ settings: { react: { version: '18.3' } } },
		...importRules( root ),
	] );
}

it( 'passes a tree whose imports point down, types included', () => {
	expect( lintTree( ALLOWED ) ).toEqual( [] );
} );

it( 'fails on a circle, naming each import in it and the chain back', () => {
	const cycles = lintTree( BROKEN ).filter(
		( problem ) => problem.rule === 'import/no-cycle'
	);
	expect( cycles ).toEqual(
		expect.arrayContaining( [
			// ask.ts:1 imports ./text, which imports ./format (line 1), which imports ask.
			expect.objectContaining( {
				file: 'src/chat/core/ask.ts',
				line: 1,
				message: 'Dependency cycle via ./format:1',
			} ),
			expect.objectContaining( {
				file: 'src/chat/core/text.ts',
				message: 'Dependency cycle via ./ask:1',
			} ),
			expect.objectContaining( {
				file: 'src/chat/core/format.ts',
				message: 'Dependency cycle via ./text:1',
			} ),
		] )
	);
	expect( cycles ).toHaveLength( 3 );
} );

it( 'fails on src/ importing blocks/, on a way into the chat other than public.ts, and on a block importing another', () => {
	const wrongWay = lintTree( BROKEN )
		.filter( ( problem ) => problem.rule === 'import/no-restricted-paths' )
		.map( ( { file, line, message } ) => ( { file, line, message } ) );
	expect( wrongWay ).toEqual(
		expect.arrayContaining( [
			{
				file: 'src/runtime/start.ts',
				line: 1,
				message:
					'Unexpected path "../../blocks/one/view" imported in restricted zone. src/ never imports blocks/: blocks build on src/.',
			},
			{
				file: 'src/admin/test-bot.ts',
				line: 1,
				message:
					'Unexpected path "../chat/core/ask" imported in restricted zone. Code outside src/chat reaches the chat only through src/chat/public.ts.',
			},
			{
				file: 'blocks/two/view.ts',
				line: 1,
				message:
					'Unexpected path "../one/view" imported in restricted zone. No block imports another block: share through src/.',
			},
		] )
	);
	expect( wrongWay ).toHaveLength( 3 );
} );

/** A circle closed through `import type`, and one closed through two. */
const TYPE_CIRCLES: Record< string, string > = {
	...ALLOWED,
	// reply ⇄ turn, types only.
	'src/chat/core/reply.ts':
		"import type { Turn } from './turn';\n\nexport interface Reply {\n\tturn?: Turn;\n}\n",
	// text → format at run time, format → text for a type.
	'src/chat/core/text.ts':
		"import { format } from './format';\n\nexport type Normalise = ( words: string ) => string;\nexport const normalise: Normalise = ( words ) => format( words.trim() );\n",
	'src/chat/core/format.ts':
		"import type { Normalise } from './text';\n\nexport const format: Normalise = ( words ) => words;\n",
};

it( 'fails on a circle closed through import type, which import/no-cycle lets pass', () => {
	const problems = lintTree( TYPE_CIRCLES );
	expect(
		problems.filter( ( problem ) => problem.rule === 'import/no-cycle' )
	).toEqual( [] );
	expect(
		problems
			.filter( ( problem ) => problem.rule === 'careers/no-circle' )
			.map( ( { file, line, message } ) => ( { file, line, message } ) )
	).toEqual(
		expect.arrayContaining( [
			{
				file: 'src/chat/core/reply.ts',
				line: 1,
				message:
					'Import circle (import type counts): ./reply.ts → ./turn.ts → ./reply.ts',
			},
			{
				file: 'src/chat/core/turn.ts',
				line: 1,
				message:
					'Import circle (import type counts): ./turn.ts → ./reply.ts → ./turn.ts',
			},
			{
				file: 'src/chat/core/text.ts',
				line: 1,
				message:
					'Import circle (import type counts): ./text.ts → ./format.ts → ./text.ts',
			},
			{
				file: 'src/chat/core/format.ts',
				line: 1,
				message:
					'Import circle (import type counts): ./format.ts → ./text.ts → ./format.ts',
			},
		] )
	);
	expect(
		problems.filter( ( problem ) => problem.rule === 'careers/no-circle' )
	).toHaveLength( 4 );
} );

it( 'reports a circle of run-time imports once, as import/no-cycle', () => {
	expect(
		lintTree( BROKEN ).filter(
			( problem ) => problem.rule === 'careers/no-circle'
		)
	).toEqual( [] );
} );

/** Two rooms of src/chat/core, each with its face, one with a lazy face. */
const ROOMS: Record< string, string > = {
	...ALLOWED,
	'src/chat/core/bot/index.ts':
		"export { messageText, type BotReply } from './reply-model';\n",
	'src/chat/core/bot/reply-model.ts':
		'export interface BotReply {\n\ttext: string;\n}\nexport const messageText = ( reply: BotReply ) => reply.text;\n',
	'src/chat/core/bot/lazy.ts': "export { createClient } from './client';\n",
	'src/chat/core/bot/client.ts':
		"import { messageText } from './reply-model';\n\nexport const createClient = () => messageText( { text: 'client' } );\n",
	'src/chat/core/conversation/index.ts':
		"export { showReply } from './show-reply';\n",
	'src/chat/core/conversation/show-reply.ts':
		"import { messageText, type BotReply } from '../bot';\n\nexport const showReply = ( reply: BotReply ) => messageText( reply );\nexport const loadClient = () => import( '../bot/lazy' );\n",
	'src/chat/window/view.ts':
		"import { showReply } from '../core/conversation';\n\nexport const view = showReply;\n",
	// Tests may reach into a room to build what they test.
	'src/chat/core/conversation/test/show-reply.test.ts':
		"import { messageText } from '../../bot/reply-model';\n\nexport const text = messageText( { text: 'test' } );\n",
};

/** The same rooms, reached around the face four ways. */
const AROUND_FACES: Record< string, string > = {
	...ROOMS,
	'src/chat/core/conversation/show-reply.ts':
		"import { messageText } from '../bot/reply-model';\nimport type { BotReply } from '../bot/reply-model';\n\nexport const showReply = ( reply: BotReply ) => messageText( reply );\nexport const loadClient = () => import( '../bot/client' );\n",
	'src/chat/window/view.ts':
		"import { messageText } from '../core/bot/reply-model';\n\nexport const view = messageText;\n",
};

it( 'passes rooms that meet through their faces, index.ts and lazy.ts', () => {
	expect( lintTree( ROOMS ) ).toEqual( [] );
} );

it( 'fails on an import around a room’s face: static, type-only, import() and from outside the rooms', () => {
	const around = lintTree( AROUND_FACES )
		.filter( ( problem ) => problem.rule === 'careers/room-faces' )
		.map( ( { file, line, message } ) => ( { file, line, message } ) );
	const message = ( specifier: string, face: string ) =>
		`'${ specifier }' goes around the face of room bot: import '${ face }' (index.ts) or its lazy face (lazy.ts).`;
	expect( around ).toEqual( [
		{
			file: 'src/chat/core/conversation/show-reply.ts',
			line: 1,
			message: message( '../bot/reply-model', '../bot' ),
		},
		{
			file: 'src/chat/core/conversation/show-reply.ts',
			line: 2,
			message: message( '../bot/reply-model', '../bot' ),
		},
		{
			file: 'src/chat/core/conversation/show-reply.ts',
			line: 5,
			message: message( '../bot/client', '../bot' ),
		},
		{
			file: 'src/chat/window/view.ts',
			line: 1,
			message: message( '../core/bot/reply-model', '../core/bot' ),
		},
	] );
} );

it( 'fails on src/, blocks/ or the build (webpack.config.js, tools/) importing dev/', () => {
	const problems = lintTree( {
		...ALLOWED,
		'dev/services/bot.ts': "export const standIn = () => 'stand-in';\n",
		'src/runtime/start.ts':
			"import { standIn } from '../../dev/services/bot';\n\nexport const start = () => standIn();\n",
		'blocks/two/view.ts':
			"import { standIn } from '../../dev/services/bot';\n\nexport const startTwo = () => standIn();\n",
		'webpack.config.js':
			"const { standIn } = require( './dev/services/bot' );\n\nmodule.exports = { name: standIn() };\n",
		'tools/bot-words/write.ts':
			"import { standIn } from '../../dev/services/bot';\n\nexport const words = standIn();\n",
		// The build's tests may run the stand-in, as every test may.
		'tools/bot-words/test/first-turn.test.ts':
			"import { standIn } from '../../../dev/services/bot';\n\nexport const said = standIn();\n",
	} )
		.filter( ( problem ) => problem.rule === 'import/no-restricted-paths' )
		.map( ( { file, line, message } ) => ( { file, line, message } ) );
	const message = ( specifier: string ) =>
		`Unexpected path "${ specifier }" imported in restricted zone. The product and its build never import dev/: the stand-ins and tools are no part of the plugin.`;
	expect( problems ).toEqual(
		expect.arrayContaining( [
			{
				file: 'src/runtime/start.ts',
				line: 1,
				message: message( '../../dev/services/bot' ),
			},
			{
				file: 'blocks/two/view.ts',
				line: 1,
				message: message( '../../dev/services/bot' ),
			},
			{
				file: 'webpack.config.js',
				line: 1,
				message: message( './dev/services/bot' ),
			},
			{
				file: 'tools/bot-words/write.ts',
				line: 1,
				message: message( '../../dev/services/bot' ),
			},
		] )
	);
	expect( problems ).toHaveLength( 4 );
} );

describe( 'the project’s lint (eslint.config.cjs)', () => {
	it( 'fails on the runtime’s entry back in src/, which imports two blocks', () => {
		const entry = 'blocks/runtime-entry.ts';
		const text = readFileSync( path.join( PROJECT_ROOT, entry ), 'utf8' )
			.replace( "'../src/runtime/publish'", "'./publish'" )
			.replace(
				/'\.\/(auth-container|signin-menu)\//g,
				"'../../blocks/$1/"
			);
		const problems = lint( PROJECT_ROOT, { 'src/runtime/entry.ts': text }, [
			...projectConfig(),
			// The file is not on disk, which import/no-cycle needs.
			{ rules: { 'import/no-cycle': 'off' } },
		] );
		expect( problems.map( ( { message } ) => message ) ).toEqual( [
			'Unexpected path "../../blocks/auth-container/start-containers" imported in restricted zone. src/ never imports blocks/: blocks build on src/.',
			'Unexpected path "../../blocks/signin-menu/start-menus" imported in restricted zone. src/ never imports blocks/: blocks build on src/.',
		] );
	} );

	it( 'fails on a circle in src/', () => {
		const root = writeTree( BROKEN );
		const problems = lint( root, BROKEN, projectConfig() );
		expect(
			problems.filter( ( { rule } ) => rule === 'import/no-cycle' )
		).toHaveLength( 3 );
	} );
} );
