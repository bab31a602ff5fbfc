import { describe, expect, it } from 'vitest';
import { nextTurn, personCount, personOf, validatePlayers, type Player } from '../../../core/kernel';
import { fixtureGame } from '../../fixtures/fixture-game';
import { Table } from './helpers';

const twoPeople: Player[] = [
  { id: 'ann', seats: ['P1'] },
  { id: 'bob', seats: ['P2'] },
];

describe('hot-seat: who acts next and whether the device changes hands', () => {
  it('hands over when the next decision belongs to another person', () => {
    const t = new Table(fixtureGame, {}, 'hot', twoPeople);
    expect(nextTurn(fixtureGame, t.state, twoPeople, null)).toEqual({
      seat: 'P1',
      seats: ['P1'],
      person: 'ann',
      handover: true,
    });
    expect(nextTurn(fixtureGame, t.state, twoPeople, 'ann')).toEqual({
      seat: 'P1',
      seats: ['P1'],
      person: 'ann',
      handover: false,
    });
    t.must('P1', { type: 'pass' });
    expect(nextTurn(fixtureGame, t.state, twoPeople, 'ann')).toEqual({
      seat: 'P2',
      seats: ['P2'],
      person: 'bob',
      handover: true,
    });
  });

  it('no hand-over between seats one person controls (3-player War of the Ring style)', () => {
    const players: Player[] = [
      { id: 'ann', seats: ['P1', 'P3'] },
      { id: 'bob', seats: ['P2'] },
    ];
    const t = new Table(fixtureGame, { seats: 3, turns: 1 }, 'hot3', players);
    t.must('P1', { type: 'pass' });
    expect(nextTurn(fixtureGame, t.state, players, 'ann')).toMatchObject({ seat: 'P2', person: 'bob', handover: true });
    t.must('P2', { type: 'pass' });
    expect(nextTurn(fixtureGame, t.state, players, 'bob')).toMatchObject({ seat: 'P3', person: 'ann', handover: true });
    t.must('P3', { type: 'pass' });
    // Simultaneous secret bids: whoever holds the device answers for all their addressed seats first.
    expect(nextTurn(fixtureGame, t.state, players, 'ann')).toEqual({
      seat: 'P1',
      seats: ['P1', 'P3'],
      person: 'ann',
      handover: false,
    });
    t.must('P1', { type: 'bid', card: null });
    expect(nextTurn(fixtureGame, t.state, players, 'ann')).toEqual({
      seat: 'P3',
      seats: ['P3'],
      person: 'ann',
      handover: false,
    });
    t.must('P3', { type: 'bid', card: null });
    expect(nextTurn(fixtureGame, t.state, players, 'ann')).toEqual({
      seat: 'P2',
      seats: ['P2'],
      person: 'bob',
      handover: true,
    });
  });

  it('solo: one person for every seat never hands over', () => {
    const solo: Player[] = [{ id: 'me', seats: ['P1', 'P2'] }];
    const t = new Table(fixtureGame, {}, 'solo', solo);
    for (let i = 0; i < 4; i++) {
      expect(nextTurn(fixtureGame, t.state, solo, 'me')?.handover).toBe(false);
      t.must(t.turn, { type: 'pass' });
    }
  });

  it('nobody acts once the game is over', () => {
    const t = new Table(fixtureGame, { rounds: 1, turns: 1 }, 'over', twoPeople);
    t.must('P1', { type: 'pass' });
    t.must('P2', { type: 'pass' });
    t.must('P1', { type: 'bid', card: null });
    t.must('P2', { type: 'bid', card: null });
    expect(nextTurn(fixtureGame, t.state, twoPeople, 'bob')).toBeNull();
  });
});

describe('players and seats', () => {
  it('each seat is controlled by exactly one person; a person may control several seats', () => {
    expect(validatePlayers(['P1', 'P2'], twoPeople)).toBeNull();
    expect(validatePlayers(['P1', 'P2'], [{ id: 'a', seats: ['P1', 'P2'] }])).toBeNull();
    expect(validatePlayers(['P1', 'P2'], [{ id: 'a', seats: ['P1'] }])).toMatchObject({
      code: 'malformed',
      params: { uncontrolled: ['P2'] },
    });
    expect(validatePlayers(['P1', 'P2'], [...twoPeople, { id: 'c', seats: ['P2'] }])).toMatchObject({
      params: { seatTwice: 'P2' },
    });
    expect(validatePlayers(['P1', 'P2'], [...twoPeople, { id: 'ann', seats: [] }])).toMatchObject({
      params: { duplicatePerson: 'ann' },
    });
    expect(validatePlayers(['P1'], [{ id: 'a', seats: ['P1', 'P5'] }])).toMatchObject({ code: 'unknown_seat' });
  });

  it('counts people, not seats', () => {
    expect(personCount(twoPeople)).toBe(2);
    expect(
      personCount([
        { id: 'a', seats: ['P1', 'P2', 'P3'] },
        { id: 'watcher', seats: [] },
      ]),
    ).toBe(1);
    expect(personOf(twoPeople, 'P2')).toBe('bob');
    expect(personOf(twoPeople, 'P7')).toBeNull();
  });
});
