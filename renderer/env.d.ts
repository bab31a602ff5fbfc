/// <reference types="vite/client" />

// `window.deckhand` is deliberately not declared globally: only renderer/src/api/client.ts
// reads it, through a local cast, so no other renderer code can reach the bridge.
