// War of the Ring's collection: its boxes counted component by component, and what a game's options
// need on the table.
export * from './boxes';
export * from './needs';
