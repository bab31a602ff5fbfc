import type { EventBus } from '../events';
import type { SaveService } from '../saves';
import type { McCatalogService } from '../catalog/mc-catalog';
import type { McCollectionService } from '../collection/mc-collection';

/**
 * Marvel Champions decks in the open save file (tables mc_decks, mc_deck_versions, mc_deck_groups,
 * mc_deck_group_members; see db/migrations.ts v3) behind `decks.*`. TEMPORARY skeleton: filled in
 * this session.
 */
export class McDeckService {
  constructor(
    readonly saves: SaveService,
    readonly catalog: McCatalogService,
    readonly collection: McCollectionService,
    readonly events: EventBus,
    readonly now: () => Date,
  ) {}
}
