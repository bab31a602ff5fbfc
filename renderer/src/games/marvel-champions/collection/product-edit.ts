import type { ProductInfo } from '../../../../../core/api/collection';

/**
 * What changing a product's storage location does to its copies, said before saving: with
 * "move its copies", the copies still at the old product location follow it (including copies
 * sleeved in built decks — their location is where they go back to); copies kept elsewhere stay.
 */
export interface ProductMove {
  /** The location (trimmed) differs from the product's. */
  changed: boolean;
  /** Copies that will move (0 when not moving or nothing changes). */
  moving: number;
  /** Copies that stay where they are although the product moves. */
  staying: number;
  /** The message saying what moves: `null` when nothing would. */
  message: { key: string; params: { n: number; from: string; to: string } } | null;
}

export function productMove(
  product: Pick<ProductInfo, 'location' | 'copies' | 'atLocation'>,
  location: string,
  moveCopies: boolean,
): ProductMove {
  const to = location.trim();
  const from = product.location;
  const changed = to !== from;
  const moving = changed && moveCopies ? product.atLocation : 0;
  const staying = changed ? product.copies - moving : 0;
  if (!moving) return { changed, moving, staying, message: null };
  // the old or the new location may be "none": say it that way, not as an empty quote
  const key =
    from === ''
      ? 'mc.collection.products.willMoveUnplaced'
      : to === ''
        ? 'mc.collection.products.willMoveNowhere'
        : 'mc.collection.products.willMove';
  return { changed, moving, staying, message: { key, params: { n: moving, from, to } } };
}
