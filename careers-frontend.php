<?php
/**
 * Plugin Name:       Careers Frontend
 * Description:       Candidate-facing careers site front end: personalised blocks, a sign-in menu, persona content and a recruiting chat assistant on Amazon Lex.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      7.4
 * Author:            careers-frontend
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       careers-frontend
 * Domain Path:       /languages
 *
 * @package CareersFrontend
 */

defined( 'ABSPATH' ) || exit;

define( 'CAREERS_FRONTEND_VERSION', '0.1.0' );
define( 'CAREERS_FRONTEND_FILE', __FILE__ );
define( 'CAREERS_FRONTEND_DIR', __DIR__ );

require_once __DIR__ . '/includes/i18n.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/script-settings.php';
require_once __DIR__ . '/includes/assets.php';
require_once __DIR__ . '/includes/block-instances.php';
require_once __DIR__ . '/includes/bot-words.php';
require_once __DIR__ . '/includes/chat-first-words.php';
require_once __DIR__ . '/includes/chat-assets.php';
require_once __DIR__ . '/includes/chat-readiness.php';
require_once __DIR__ . '/includes/parts.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/persona.php';
require_once __DIR__ . '/includes/persona-render.php';
require_once __DIR__ . '/includes/named-elements.php';
require_once __DIR__ . '/includes/routes.php';
require_once __DIR__ . '/includes/admin.php';
require_once __DIR__ . '/includes/admin-bot-locale.php';
require_once __DIR__ . '/includes/answers.php';
require_once __DIR__ . '/includes/answers-meta.php';
require_once __DIR__ . '/includes/answers-editor.php';
require_once __DIR__ . '/includes/answers-rest.php';
require_once __DIR__ . '/includes/answers-version.php';
require_once __DIR__ . '/includes/admin-lex-v1.php';
