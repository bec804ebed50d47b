/**
 * How jollyday reads its holiday XML when the toolkit runs on the module path. jollyday finds the parsers it needs by
 * reflecting on the class of the configuration object its reader returns; its JAXB reader's class is in a package
 * that module does not export, so on the module path that reflection fails ("Cannot create parsers"). This package
 * hands jollyday the same configuration through a class of ours, in a package opened to jollyday; on the class path
 * (the kernel, {@code bin/oqa}) it changes nothing but the class jollyday reflects on.
 */
package dev.oqa.internal.calendar.jollyday;
