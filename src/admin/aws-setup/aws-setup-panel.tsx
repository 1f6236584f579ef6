/**
 * "Set up on AWS": the template to deploy, three steps, and a field that
 * fills the bot settings from the stack's pasted outputs. The page's Save
 * button saves them; until then the panel lists what it filled.
 */

/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
	TextareaControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SettingKey } from '../admin-config';
import {
	readStackOutputs,
	type StackOutputsResult,
	type StackSettings,
} from './stack-outputs';

export interface AwsSetupPanelProps {
	/** The plugin's aws/recruiting-bot.template.json. */
	templateUrl: string;
	/** Field labels, to show what was filled. */
	labels: Partial< Record< SettingKey, string > >;
	/** Puts the values into the form (not saved yet). */
	onFill: ( settings: StackSettings ) => void;
	/** Whether Lex or Cognito endpoint settings point elsewhere than AWS. */
	hasCustomEndpoints: boolean;
}

const HEADING_ID = 'careers-frontend-section-aws-setup';

/**
 * The template and the three steps of deploying it.
 *
 * @param props             Props.
 * @param props.templateUrl The plugin's template.
 */
function SetupSteps( { templateUrl }: { templateUrl: string } ) {
	return (
		<>
			<p>
				{ __(
					'The plugin ships the recruiting bot and its identity pool as one CloudFormation template: no code and no Lambda to deploy.',
					'careers-frontend'
				) }{ ' ' }
				<a href={ templateUrl } download>
					{ __(
						'Download the CloudFormation template',
						'careers-frontend'
					) }
				</a>
			</p>
			<ol className="careers-frontend-aws-setup__steps">
				<li>
					{ __(
						'In the CloudFormation console, in the region the bot should run in, create a stack with new resources and upload the template.',
						'careers-frontend'
					) }
				</li>
				<li>
					{ __(
						'When the stack is created, copy its outputs: the Outputs tab’s table, or the JSON of aws cloudformation describe-stacks.',
						'careers-frontend'
					) }
				</li>
				<li>
					{ __(
						'Paste them here and fill the settings, check them, then save.',
						'careers-frontend'
					) }
				</li>
			</ol>
		</>
	);
}

/**
 * What the outputs filled, before saving, and the bot's locales.
 *
 * @param props                    Props.
 * @param props.filled             The settings filled.
 * @param props.botLocales         The bot's locales, when the stack lists them.
 * @param props.labels             Field labels.
 * @param props.hasCustomEndpoints Whether endpoints point elsewhere.
 */
function FilledNotice( {
	filled,
	botLocales,
	labels,
	hasCustomEndpoints,
}: Pick< AwsSetupPanelProps, 'labels' | 'hasCustomEndpoints' > & {
	filled: StackSettings;
	botLocales?: string[];
} ) {
	return (
		<Notice status="info" isDismissible={ false }>
			<p>{ __( 'Filled, not saved yet:', 'careers-frontend' ) }</p>
			<dl className="careers-frontend-aws-setup__filled">
				{ ( Object.entries( filled ) as [ SettingKey, string ][] ).map(
					( [ key, value ] ) => (
						<div key={ key }>
							<dt>{ labels[ key ] ?? key }</dt>
							<dd>{ value }</dd>
						</div>
					)
				) }
				{ botLocales && (
					<div>
						<dt>
							{ __( 'The bot’s locales', 'careers-frontend' ) }
						</dt>
						<dd>{ botLocales.join( ', ' ) }</dd>
					</div>
				) }
			</dl>
			{ botLocales && (
				<p>
					{ __(
						'Pages talk to the bot’s locale in the site’s language, else to the bot locale: no locale map is needed. Test connection, after saving, checks the bot has it.',
						'careers-frontend'
					) }
				</p>
			) }
			{ hasCustomEndpoints && (
				<p>
					{ __(
						'The Lex or Cognito endpoint setting is not empty: the chat talks to that endpoint, not to AWS. Empty both to use the stack.',
						'careers-frontend'
					) }
				</p>
			) }
		</Notice>
	);
}

export function AwsSetupPanel( {
	templateUrl,
	labels,
	onFill,
	hasCustomEndpoints,
}: AwsSetupPanelProps ) {
	const [ pasted, setPasted ] = useState( '' );
	const [ problem, setProblem ] = useState< string | undefined >();
	const [ filled, setFilled ] = useState<
		Extract< StackOutputsResult, { ok: true } > | undefined
	>();

	const fill = () => {
		const result = readStackOutputs( pasted );
		if ( ! result.ok ) {
			setProblem( result.message );
			setFilled( undefined );
			return;
		}
		setProblem( undefined );
		setFilled( result );
		onFill( result.settings );
	};

	return (
		<section
			aria-labelledby={ HEADING_ID }
			className="careers-frontend-settings__section careers-frontend-aws-setup"
		>
			<Card>
				<CardHeader>
					<h2
						id={ HEADING_ID }
						className="careers-frontend-settings__section-title"
					>
						{ __( 'Set up on AWS', 'careers-frontend' ) }
					</h2>
				</CardHeader>
				<CardBody>
					<SetupSteps templateUrl={ templateUrl } />
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Stack outputs', 'careers-frontend' ) }
						value={ pasted }
						onChange={ setPasted }
						rows={ 6 }
					/>
					<Button variant="secondary" onClick={ fill }>
						{ __(
							'Fill the settings from the outputs',
							'careers-frontend'
						) }
					</Button>
					<div
						role="status"
						className="careers-frontend-aws-setup__result"
					>
						{ problem && (
							<Notice status="error" isDismissible={ false }>
								{ problem }
							</Notice>
						) }
						{ filled && (
							<FilledNotice
								filled={ filled.settings }
								botLocales={ filled.botLocales }
								labels={ labels }
								hasCustomEndpoints={ hasCustomEndpoints }
							/>
						) }
					</div>
				</CardBody>
			</Card>
		</section>
	);
}
