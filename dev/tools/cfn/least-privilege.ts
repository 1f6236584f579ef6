/**
 * The rules the recruiting bot template's visitor role must keep (issue 13):
 * trusted only by Cognito Identity for this stack's pool and unauthenticated
 * identities, allowed only `lex:RecognizeText` on the one bot alias, with no
 * wildcard anywhere and no other way to gain permissions. Each broken rule
 * is one line; none means the template passes.
 */

type Json =
	string | number | boolean | null | Json[] | { [ key: string ]: Json };

type JsonObject = { [ key: string ]: Json };

function isObject( value: unknown ): value is JsonObject {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function list( value: Json | undefined ): Json[] {
	if ( value === undefined ) {
		return [];
	}
	return Array.isArray( value ) ? value : [ value ];
}

const same = ( a: unknown, b: unknown ) =>
	JSON.stringify( a ) === JSON.stringify( b );

/**
 * True when a wildcard appears in any string inside `value`.
 * @param value
 */
function hasWildcard( value: Json | undefined ): boolean {
	if ( typeof value === 'string' ) {
		return value.includes( '*' ) || value.includes( '?' );
	}
	if ( Array.isArray( value ) ) {
		return value.some( hasWildcard );
	}
	return isObject( value ) && Object.values( value ).some( hasWildcard );
}

function resourcesOfType( template: JsonObject, type: string ) {
	const resources = isObject( template.Resources ) ? template.Resources : {};
	return Object.entries( resources ).filter(
		( entry ): entry is [ string, JsonObject ] =>
			isObject( entry[ 1 ] ) && entry[ 1 ].Type === type
	);
}

function properties( resource: JsonObject ): JsonObject {
	return isObject( resource.Properties ) ? resource.Properties : {};
}

function checkTrust( role: JsonObject, poolId: string ): string[] {
	const problems: string[] = [];
	const document = properties( role ).AssumeRolePolicyDocument;
	const statements = isObject( document ) ? list( document.Statement ) : [];
	if ( statements.length !== 1 || ! isObject( statements[ 0 ] ) ) {
		return [ 'the visitor role must have exactly one trust statement' ];
	}
	const trust = statements[ 0 ];
	if ( trust.Effect !== 'Allow' ) {
		problems.push( 'the trust statement must Allow' );
	}
	if (
		! same( trust.Principal, {
			Federated: 'cognito-identity.amazonaws.com',
		} )
	) {
		problems.push(
			'the role must be trusted by cognito-identity.amazonaws.com only'
		);
	}
	if ( ! same( list( trust.Action ), [ 'sts:AssumeRoleWithWebIdentity' ] ) ) {
		problems.push(
			'the trust must allow only sts:AssumeRoleWithWebIdentity'
		);
	}
	const expected = {
		StringEquals: { 'cognito-identity.amazonaws.com:aud': { Ref: poolId } },
		'ForAnyValue:StringLike': {
			'cognito-identity.amazonaws.com:amr': 'unauthenticated',
		},
	};
	if ( ! same( trust.Condition, expected ) ) {
		problems.push(
			`the trust must be conditioned on aud = this stack's pool (${ poolId }) and amr = unauthenticated, and nothing else`
		);
	}
	return problems;
}

function checkPermissions( role: JsonObject, aliasId: string ): string[] {
	const problems: string[] = [];
	const props = properties( role );
	if ( props.ManagedPolicyArns !== undefined ) {
		problems.push( 'the visitor role must have no managed policies' );
	}
	if ( props.PermissionsBoundary !== undefined ) {
		problems.push(
			'the visitor role must have no permissions boundary to widen later'
		);
	}
	const statements = list( props.Policies ).flatMap( ( policy ) =>
		isObject( policy ) && isObject( policy.PolicyDocument )
			? list( policy.PolicyDocument.Statement )
			: [ policy ]
	);
	if ( statements.length !== 1 ) {
		problems.push(
			`the visitor role must have exactly one permission statement, not ${ statements.length }`
		);
	}
	for ( const statement of statements ) {
		if ( ! isObject( statement ) ) {
			problems.push( 'a permission statement is not an object' );
			continue;
		}
		if ( statement.Effect !== 'Allow' ) {
			problems.push( 'the permission statement must Allow' );
		}
		for ( const forbidden of [
			'NotAction',
			'NotResource',
			'Principal',
			'NotPrincipal',
		] ) {
			if ( statement[ forbidden ] !== undefined ) {
				problems.push(
					`the permission statement must not use ${ forbidden }`
				);
			}
		}
		if ( ! same( list( statement.Action ), [ 'lex:RecognizeText' ] ) ) {
			problems.push(
				`the only action allowed is lex:RecognizeText, not ${ JSON.stringify( statement.Action ) }`
			);
		}
		if ( hasWildcard( statement.Resource ) ) {
			problems.push(
				'the permission statement must not have a wildcard resource'
			);
		}
		if (
			! same( list( statement.Resource ), [
				{ 'Fn::GetAtt': [ aliasId, 'Arn' ] },
			] )
		) {
			problems.push(
				`the only resource allowed is the bot alias's ARN (${ aliasId }.Arn), not ${ JSON.stringify( statement.Resource ) }`
			);
		}
	}
	return problems;
}

export function leastPrivilegeProblems( template: unknown ): string[] {
	if ( ! isObject( template ) ) {
		return [ 'the template is not a JSON object' ];
	}
	const attachments = resourcesOfType(
		template,
		'AWS::Cognito::IdentityPoolRoleAttachment'
	);
	const pools = resourcesOfType( template, 'AWS::Cognito::IdentityPool' );
	const aliases = resourcesOfType( template, 'AWS::Lex::BotAlias' );
	if (
		attachments.length !== 1 ||
		pools.length !== 1 ||
		aliases.length !== 1
	) {
		return [
			'the template must have one identity pool, one role attachment and one bot alias',
		];
	}
	const [ poolId, pool ] = pools[ 0 ];
	const problems: string[] = [];
	if ( properties( pool ).AllowUnauthenticatedIdentities !== true ) {
		problems.push(
			'the identity pool must allow unauthenticated identities'
		);
	}
	if ( properties( pool ).AllowClassicFlow === true ) {
		problems.push(
			'the identity pool must not allow the classic (basic) flow'
		);
	}
	const attachment = properties( attachments[ 0 ][ 1 ] );
	if ( ! same( attachment.IdentityPoolId, { Ref: poolId } ) ) {
		problems.push( "the role attachment must be for the stack's pool" );
	}
	const roles = isObject( attachment.Roles ) ? attachment.Roles : {};
	if (
		Object.keys( roles ).some( ( key ) => key !== 'unauthenticated' ) ||
		attachment.RoleMappings !== undefined
	) {
		problems.push( 'the pool must attach only an unauthenticated role' );
	}
	const reference = roles.unauthenticated;
	const roleId =
		isObject( reference ) && Array.isArray( reference[ 'Fn::GetAtt' ] )
			? String( reference[ 'Fn::GetAtt' ][ 0 ] )
			: undefined;
	const role =
		roleId &&
		resourcesOfType( template, 'AWS::IAM::Role' ).find(
			( [ id ] ) => id === roleId
		);
	if ( ! roleId || ! role ) {
		return [
			...problems,
			'the unauthenticated role must be a role in this template (Fn::GetAtt <Role>.Arn)',
		];
	}
	problems.push( ...checkTrust( role[ 1 ], poolId ) );
	problems.push( ...checkPermissions( role[ 1 ], aliases[ 0 ][ 0 ] ) );
	// A policy resource elsewhere in the template could grant the role more.
	for ( const type of [
		'AWS::IAM::Policy',
		'AWS::IAM::ManagedPolicy',
		'AWS::IAM::RolePolicy',
	] ) {
		for ( const [ id ] of resourcesOfType( template, type ) ) {
			problems.push(
				`${ id } (${ type }) could grant the visitor role more: the template must have no separate IAM policy`
			);
		}
	}
	return problems;
}
