/* @jest-environment node */
/**
 * The recruiting bot template's visitor role keeps least privilege, and
 * the checks fail when it does not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

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
}

const text = readFileSync( TEMPLATE_FILE, 'utf8' );
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
			'BotLocaleMap',
		] );
		expect( Buffer.byteLength( text ) ).toBeLessThanOrEqual( 51_200 );
	} );
} );
