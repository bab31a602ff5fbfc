// Edge of Darkness's collection: its box counted component by component, and what a tracked game needs on the table.
export * from './boxes';
export * from './needs';
