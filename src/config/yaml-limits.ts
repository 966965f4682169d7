/*
 * How far a YAML alias (`*name`) may be expanded: the `yaml` package's `maxAliasCount`, its own
 * default, written out so every reader of content YAML passes the same bound
 * (https://eemeli.org/yaml/#options). A document of nested aliases (an "alias bomb") is a few lines
 * long and expands to billions of values once something copies it (Gatsby storing a node, JSON).
 */
export const YAML_MAX_ALIAS_COUNT = 100
