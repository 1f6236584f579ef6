/**
 * `node dev/stack/write-local-php.mjs <tree>`: write the unpacked PHP's
 * `php.ini` and `usr/bin/php` (local-site.mjs), as the background install's
 * last step for PHP (install-plan.mjs). Plain Node, no dependencies.
 */
import { writeLocalPhp } from './local-site.mjs';

const [ root ] = process.argv.slice( 2 );
if ( ! root ) {
	process.stderr.write( 'usage: node write-local-php.mjs <unpacked tree>\n' );
	process.exit( 2 );
}
writeLocalPhp( root );
