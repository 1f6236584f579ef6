<?php
/**
 * The one template: each post of the query, its title, its excerpt
 * (the_excerpt(), a manual one as written) and its content.
 *
 * @package CareersFrontend
 */

?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title><?php echo esc_html( wp_get_document_title() ); ?></title>
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<main>
<?php
while ( have_posts() ) :
	the_post();
	?>
	<article <?php post_class(); ?>>
		<h1><?php the_title(); ?></h1>
		<div class="entry-summary"><?php the_excerpt(); ?></div>
		<div class="entry-content"><?php the_content(); ?></div>
	</article>
	<?php
endwhile;
?>
</main>
<?php wp_footer(); ?>
</body>
</html>
