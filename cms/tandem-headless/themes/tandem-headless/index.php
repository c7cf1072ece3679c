<?php
/*
 * The CMS shows visitors nothing: the website is built from its content elsewhere (its view links lead there). A
 * page requested here gets an empty answer, as it did before the CMS had a theme.
 */
