import { h } from 'vue';
import type { DataTableColumns } from 'naive-ui';
import type { CardSummary } from '../../../../core/api/catalog';

type T = (key: string) => string;

/** A card's name as a button that opens it (keyboard and screen readers reach it like a link). */
export function cardNameCell(card: CardSummary, onOpen?: (card: CardSummary) => void) {
  const name = card.subname ? `${card.name} (${card.subname})` : card.name;
  if (!onOpen) return name;
  return h(
    'button',
    {
      type: 'button',
      class: 'ui-text-button link-button',
      'data-testid': `card-${card.code}`,
      onClick: () => onOpen(card),
    },
    name,
  );
}

/** The generic columns of a card list: name, type, cost, product and number. */
export function cardColumns(t: T, onOpen?: (card: CardSummary) => void): DataTableColumns<CardSummary> {
  return [
    { key: 'name', title: t('generic.cards.columns.name'), render: (c) => cardNameCell(c, onOpen) },
    { key: 'typeName', title: t('generic.cards.columns.type'), width: 140 },
    { key: 'cost', title: t('generic.cards.columns.cost'), width: 80, render: (c) => (c.cost ?? '—') as string },
    {
      key: 'packName',
      title: t('generic.cards.columns.product'),
      render: (c) => (c.packName ? `${c.packName} ${c.position}` : '—'),
    },
  ];
}
