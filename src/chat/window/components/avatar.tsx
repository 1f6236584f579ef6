/**
 * Internal dependencies
 */
import { BotIcon, PersonIcon } from './icons';

interface AvatarProps {
	kind: 'bot' | 'user';
	/** The candidate's initials; '' shows a generic person. */
	initials?: string;
}

/**
 * Decorative: each message says who wrote it in text as well.
 *
 * @param props          Props.
 * @param props.kind     Whose avatar.
 * @param props.initials The candidate's initials.
 */
export function Avatar( { kind, initials = '' }: AvatarProps ) {
	let content = <PersonIcon />;
	if ( kind === 'bot' ) {
		content = <BotIcon />;
	} else if ( initials ) {
		content = <>{ initials }</>;
	}
	return (
		<span
			className={ `careers-chat__avatar careers-chat__avatar--${ kind }` }
			aria-hidden="true"
		>
			{ content }
		</span>
	);
}
