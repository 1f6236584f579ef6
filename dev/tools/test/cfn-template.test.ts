/* @jest-environment node */
/**
 * The recruiting bot template's visitor role keeps least privilege, the
 * bot keeps Lex's rules and replaces its version when it changes, and the
 * checks fail when it does not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import fc from 'fast-check';

import type { Json } from '../../../tools/bot-template';
import { evaluate } from '../../../tools/bot-template/intrinsics';
import {
	BOT_NAME,
	BOT_NAME_MAX,
	botRevision,
	botTemplateProblems,
	SAMPLE_STACKS,
	stackIdOf,
} from '../cfn/bot-rules';
import { leastPrivilegeProblems } from '../cfn/least-privilege';

const TEMPLATE_FILE = path.resolve(
	__dirname,
	'../../../aws/recruiting-bot.template.json'
);

type Statement = Record< string, unknown >;
interface Template {
	Resources: Record<
		string,
		{ Type: string; Properties: Record< string, unknown > }
	>;
	Outputs: Record< string, unknown >;
	Conditions: Record< string, Json >;
}

const text = readFileSync( TEMPLATE_FILE, 'utf8' );

/**
 * The problems with the bot's name.
 * @param problems Every problem.
 */
const nameLines = ( problems: string[] ) =>
	problems.filter( ( line ) => line.startsWith( 'Bot.Name' ) );
const fresh = () => JSON.parse( text ) as Template;

function visitorStatement( template: Template ): Statement {
	const policies = template.Resources.UnauthenticatedRole.Properties
		.Policies as { PolicyDocument: { Statement: Statement[] } }[];
	return policies[ 0 ].PolicyDocument.Statement[ 0 ];
}

describe( 'the recruiting bot template', () => {
	it( 'gives site visitors lex:RecognizeText on the one alias, and nothing else', () => {
		const template = fresh();
		expect( leastPrivilegeProblems( template ) ).toEqual( [] );
		expect( visitorStatement( template ) ).toEqual( {
			Effect: 'Allow',
			Action: 'lex:RecognizeText',
			Resource: { 'Fn::GetAtt': [ 'BotAlias', 'Arn' ] },
		} );
	} );

	it( 'fails when a wildcard resource is added', () => {
		const template = fresh();
		visitorStatement( template ).Resource = [
			{ 'Fn::GetAtt': [ 'BotAlias', 'Arn' ] },
			'*',
		];
		expect( leastPrivilegeProblems( template ) ).toContain(
			'the permission statement must not have a wildcard resource'
		);
		const wildcardArn = fresh();
		visitorStatement( wildcardArn ).Resource = {
			'Fn::Sub':
				'arn:aws:lex:${AWS::Region}:${AWS::AccountId}:bot-alias/*',
		};
		expect( leastPrivilegeProblems( wildcardArn ) ).toContain(
			'the permission statement must not have a wildcard resource'
		);
	} );

	it( 'fails when another action is added, or a second statement or policy', () => {
		const template = fresh();
		visitorStatement( template ).Action = [
			'lex:RecognizeText',
			'lex:PutSession',
		];
		expect( leastPrivilegeProblems( template ) ).toContain(
			'the only action allowed is lex:RecognizeText, not ["lex:RecognizeText","lex:PutSession"]'
		);
		const wildcardAction = fresh();
		visitorStatement( wildcardAction ).Action = 'lex:*';
		expect( leastPrivilegeProblems( wildcardAction ) ).toHaveLength( 1 );

		const managed = fresh();
		managed.Resources.UnauthenticatedRole.Properties.ManagedPolicyArns = [
			'arn:aws:iam::aws:policy/AmazonLexRunBotsOnly',
		];
		expect( leastPrivilegeProblems( managed ) ).toEqual( [
			'the visitor role must have no managed policies',
		] );

		const separate = fresh();
		separate.Resources.MorePermissions = {
			Type: 'AWS::IAM::Policy',
			Properties: { Roles: [ { Ref: 'UnauthenticatedRole' } ] },
		};
		expect( leastPrivilegeProblems( separate ) ).toHaveLength( 1 );
	} );

	it( 'fails when the trust is wider than this pool’s unauthenticated identities', () => {
		const template = fresh();
		const trust = (
			template.Resources.UnauthenticatedRole.Properties
				.AssumeRolePolicyDocument as { Statement: Statement[] }
		 ).Statement[ 0 ];
		trust.Condition = {
			StringEquals: {
				'cognito-identity.amazonaws.com:aud': { Ref: 'IdentityPool' },
			},
		};
		expect( leastPrivilegeProblems( template ) ).toHaveLength( 1 );
		const authenticated = fresh();
		(
			authenticated.Resources.IdentityPoolRoles.Properties
				.Roles as Record< string, unknown >
		 ).authenticated = { 'Fn::GetAtt': [ 'UnauthenticatedRole', 'Arn' ] };
		expect( leastPrivilegeProblems( authenticated ) ).toEqual( [
			'the pool must attach only an unauthenticated role',
		] );
	} );

	it( 'has the outputs the settings take, and fits aws cloudformation deploy without a bucket', () => {
		expect( Object.keys( fresh().Outputs ) ).toEqual( [
			'Region',
			'IdentityPoolId',
			'BotId',
			'BotAliasId',
			'BotLocales',
			'IdleSessionTTLInSeconds',
		] );
		expect( Buffer.byteLength( text ) ).toBeLessThanOrEqual( 51_200 );
	} );

	it( 'lists the bot’s locales in its BotLocales output, its version and its alias, as the bot builds them', () => {
		const template = fresh();
		const ids = ( resource: string, list: string ) =>
			(
				template.Resources[ resource ].Properties[ list ] as {
					LocaleId: string;
				}[]
			 ).map( ( locale ) => locale.LocaleId );
		const locales = ids( 'Bot', 'BotLocales' );
		expect( locales ).toContain( 'en_US' );
		expect(
			( template.Outputs.BotLocales as { Value: string } ).Value
		).toBe( locales.join( ', ' ) );
		// A locale the version leaves out is not built into it; one the
		// alias leaves out is not enabled (docs/adding-a-language.md).
		expect( ids( 'BotVersion', 'BotVersionLocaleSpecification' ) ).toEqual(
			locales
		);
		expect( ids( 'BotAlias', 'BotAliasLocaleSettings' ) ).toEqual(
			locales
		);
	} );
} );

describe( 'the bot’s rules for Lex and for stack updates', () => {
	type Node = { [ key: string ]: unknown };
	const bot = ( template: Template ) =>
		template.Resources.Bot.Properties as Node & {
			BotLocales: { Intents: Node[] }[];
		};
	const welcome = ( template: Template ) =>
		bot( template ).BotLocales[ 0 ].Intents[ 0 ] as Node & {
			IntentClosingSetting: Node;
		};
	const versionDescription = ( template: Template ) =>
		template.Resources.BotVersion.Properties.Description as {
			'Fn::Sub': string;
		};

	it( 'keeps them all', () => {
		expect( botTemplateProblems( fresh() ) ).toEqual( [] );
	} );

	it( 'fails when an active Conditional has no EvaluateConditional step', () => {
		const conditional = {
			IsActive: true,
			ConditionalBranches: [
				{
					Name: 'Returning',
					Condition: { ExpressionString: '[zip] != ""' },
					NextStep: { DialogAction: { Type: 'ElicitIntent' } },
				},
			],
			DefaultBranch: {
				NextStep: { DialogAction: { Type: 'ElicitIntent' } },
			},
		};
		const template = fresh();
		welcome( template ).IntentClosingSetting.Conditional = conditional;
		const slot = (
			bot( template ).BotLocales[ 1 ].Intents[ 1 ].Slots as Node[]
		 )[ 0 ].ValueElicitationSetting as Node;
		slot.SlotCaptureSetting = { CaptureConditional: conditional };
		const lexProblems = ( candidate: Template ) =>
			botTemplateProblems( candidate ).filter( ( line ) =>
				line.includes( 'Lex never evaluates it' )
			);
		expect( lexProblems( template ) ).toEqual( [
			'Bot.Properties.BotLocales[0].Intents[0].IntentClosingSetting.Conditional is active but NextStep is not EvaluateConditional: Lex never evaluates it',
			'Bot.Properties.BotLocales[1].Intents[1].Slots[0].ValueElicitationSetting.SlotCaptureSetting.CaptureConditional is active but CaptureNextStep is not EvaluateConditional: Lex never evaluates it',
		] );
		welcome( template ).IntentClosingSetting.NextStep = {
			DialogAction: { Type: 'EvaluateConditional' },
		};
		slot.SlotCaptureSetting = {
			CaptureConditional: conditional,
			CaptureNextStep: { DialogAction: { Type: 'EvaluateConditional' } },
		};
		expect( lexProblems( template ) ).toEqual( [] );
	} );

	it( 'fails when the bot changes and the version’s description does not', () => {
		const template = fresh();
		const groups = (
			welcome( template ).IntentClosingSetting.ClosingResponse as {
				MessageGroupsList: {
					Message: { PlainTextMessage: { Value: string } };
				}[];
			}
		 ).MessageGroupsList;
		groups[ 0 ].Message.PlainTextMessage.Value = 'Hello there!';
		const [ problem ] = botTemplateProblems( template );
		expect( problem ).toMatch(
			/^BotVersion\.Description must carry "revision [0-9a-f]{12}" \(the bot changed; this replaces the version\)$/
		);
		const revision = /revision ([0-9a-f]{12})/.exec( problem )?.[ 1 ] ?? '';
		expect( revision ).toBe( botRevision( template.Resources.Bot ) );
		expect( revision ).not.toBe( botRevision( fresh().Resources.Bot ) );
		// The description carries it: the version is replaced.
		const description = versionDescription( template );
		description[ 'Fn::Sub' ] = description[ 'Fn::Sub' ].replace(
			/revision [0-9a-f]{12}/,
			`revision ${ revision }`
		);
		expect( botTemplateProblems( template ) ).toEqual( [] );
	} );

	it( 'fails when a parameter the bot uses is not in the version’s description', () => {
		const template = fresh() as Template & {
			Parameters: Record< string, unknown >;
		};
		template.Parameters.Greeting = {
			Type: 'String',
			Default: 'Hi!',
			MaxLength: 10,
		};
		groupText( template, { 'Fn::Sub': '${Greeting}' } );
		const revision = botRevision( template.Resources.Bot );
		const description = versionDescription( template );
		description[ 'Fn::Sub' ] = description[ 'Fn::Sub' ].replace(
			/revision [0-9a-f]{12}/,
			`revision ${ revision }`
		);
		expect( botTemplateProblems( template ) ).toEqual( [
			'BotVersion.Description must carry exactly the parameters the bot uses (BotName, Greeting), not BotName',
		] );
		description[ 'Fn::Sub' ] += ' Greeting "${Greeting}".';
		expect( botTemplateProblems( template ) ).toEqual( [] );

		function groupText( target: Template, value: unknown ) {
			(
				(
					welcome( target ).IntentClosingSetting.ClosingResponse as {
						MessageGroupsList: { Message: Node }[];
					}
				 ).MessageGroupsList[ 0 ].Message.PlainTextMessage as Node
			 ).Value = value;
		}
	} );

	it( 'fails when the session timeout output is not the bot’s own', () => {
		const template = fresh();
		expect(
			(
				template.Outputs.IdleSessionTTLInSeconds as {
					Value: string;
				}
			 ).Value
		).toBe( '300' );
		bot( template ).IdleSessionTTLInSeconds = 600;
		expect( botTemplateProblems( template ) ).toContain(
			'Outputs.IdleSessionTTLInSeconds.Value must be "600", the bot\'s IdleSessionTTLInSeconds, not "300"'
		);
	} );

	it( 'fails when the bot’s name is a constant', () => {
		const template = fresh();
		bot( template ).Name = 'CareersRecruitingBot';
		// (The revision and the version's description change with the name.)
		expect( nameLines( botTemplateProblems( template ) ) ).toEqual( [
			'Bot.Name with BotName empty must differ between stacks (from AWS::StackId or AWS::StackName): a constant name allows one stack a region',
		] );
	} );

	it( 'names the bot validly from any stack when BotName is empty, and each stack its own', () => {
		const template = fresh();
		const nameFor = ( botName: string, stackName: string, uuid: string ) =>
			evaluate( bot( template ).Name as Json, {
				parameters: {
					BotName: botName,
					'AWS::StackName': stackName,
					'AWS::StackId': stackIdOf( stackName, uuid ),
				},
				conditions: template.Conditions,
			} );
		// CloudFormation's stack names: a letter, then letters, digits and
		// hyphens, up to 128 characters ("--" and 128 are both allowed).
		const stackName = fc.stringMatching( /^[a-zA-Z][-a-zA-Z0-9]{0,127}$/ );
		fc.assert(
			fc.property( stackName, fc.uuid(), ( name, uuid ) => {
				const botName = nameFor( '', name, uuid );
				expect( botName ).toBe( `careers-frontend-${ uuid }` );
				expect( botName ).toMatch( BOT_NAME );
				expect( ( botName as string ).length ).toBeLessThanOrEqual(
					BOT_NAME_MAX
				);
			} )
		);
		expect(
			nameFor( 'MyBot', 'careers-bot', SAMPLE_STACKS[ 0 ][ 1 ] )
		).toBe( 'MyBot' );
	} );

	it( 'fails when an empty BotName falls back to a stack name, which Lex may refuse', () => {
		const template = fresh();
		bot( template ).Name = {
			'Fn::If': [
				'BotNameGiven',
				{ Ref: 'BotName' },
				{ Ref: 'AWS::StackName' },
			],
		};
		expect( nameLines( botTemplateProblems( template ) ) ).toEqual( [
			'Bot.Name with BotName empty must be a valid Lex bot name (^([0-9a-zA-Z][_-]?)+$, at most 100 characters) for any stack name: for the stack "careers--bot" it is "careers--bot"',
			`Bot.Name with BotName empty must be a valid Lex bot name (^([0-9a-zA-Z][_-]?)+$, at most 100 characters) for any stack name: for the stack "${ SAMPLE_STACKS[ 3 ][ 0 ] }" it is "${ SAMPLE_STACKS[ 3 ][ 0 ] }"`,
			`Bot.Name with BotName empty must be a valid Lex bot name (^([0-9a-zA-Z][_-]?)+$, at most 100 characters) for any stack name: for the stack "${ SAMPLE_STACKS[ 4 ][ 0 ] }" it is "${ SAMPLE_STACKS[ 4 ][ 0 ] }"`,
		] );
	} );

	it( 'lets BotName be empty, and refuses at the parameter check a name Lex refuses', () => {
		const template = fresh() as Template & {
			Parameters: Record< string, Record< string, string > >;
		};
		const pattern = new RegExp(
			template.Parameters.BotName.AllowedPattern
		);
		expect( pattern.test( '' ) ).toBe( true );
		expect( pattern.test( 'careers--bot' ) ).toBe( false );
		expect( pattern.test( '-careers' ) ).toBe( false );
	} );

	it( 'bounds BotName at Lex’s 100 characters, which also keeps the version’s description within its 200', () => {
		const template = fresh() as Template & {
			Parameters: Record< string, Record< string, unknown > >;
		};
		expect( template.Parameters.BotName.MaxLength ).toBe( 100 );
		// 76 characters besides the name: 176 of 200 at most.
		expect(
			versionDescription( template )[ 'Fn::Sub' ].replace(
				'${BotName}',
				''
			)
		).toHaveLength( 76 );

		delete template.Parameters.BotName.MaxLength;
		expect( botTemplateProblems( template ) ).toEqual( [
			"Parameters.BotName.MaxLength must be at most 100: it names the bot (Lex's limit)",
			"Parameters.BotName needs a MaxLength: the version's description carries it",
		] );
		template.Parameters.BotName.MaxLength = 101;
		expect( botTemplateProblems( template ) ).toEqual( [
			"Parameters.BotName.MaxLength must be at most 100: it names the bot (Lex's limit)",
		] );
	} );

	it( 'fails when the version’s description could pass Lex’s 200 characters', () => {
		const template = fresh();
		const description = versionDescription( template );
		description[ 'Fn::Sub' ] = description[ 'Fn::Sub' ].replace(
			'careers-frontend recruiting bot',
			'careers-frontend recruiting bot'.padEnd( 56, '.' )
		);
		expect( botTemplateProblems( template ) ).toEqual( [
			"BotVersion.Description can reach 201 characters with the parameters' MaxLength; Lex allows 200",
		] );
	} );

	it( 'fails when a card button could pass Lex’s 50 characters', () => {
		const template = fresh();
		const closing = welcome( template ).IntentClosingSetting
			.ClosingResponse as { MessageGroupsList: unknown[] };
		closing.MessageGroupsList.push( {
			Message: {
				ImageResponseCard: {
					Title: 'Choices',
					Buttons: [
						{ Text: 'Jobs near [zip]', Value: 'jobs near [zip]' },
						{ Text: 'x'.repeat( 51 ), Value: 'ok' },
					],
				},
			},
		} );
		expect(
			botTemplateProblems( template ).filter( ( line ) =>
				line.includes( 'Buttons' )
			)
		).toHaveLength( 3 );
	} );
} );
