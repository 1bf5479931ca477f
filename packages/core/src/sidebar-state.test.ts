import { describe, expect, it } from 'vitest';
import {
  INITIAL_SIDEBAR_STATE,
  type SidebarAction,
  type SidebarState,
  sidebarReducer,
} from './sidebar-state.ts';

const closed = INITIAL_SIDEBAR_STATE;
const open = (fields: Partial<SidebarState>): SidebarState => ({ ...closed, ...fields });
const run = (state: SidebarState, ...actions: SidebarAction[]) => actions.reduce(sidebarReducer, state);

describe('sidebar on both widths', () => {
  it.each([
    {
      name: 'closing the filters closes everything',
      from: open({ filtersOpen: true, resultsOpen: true, sectionOpen: true, unitPanelOpen: true, unitId: 4 }),
      action: { type: 'closeFilters' },
      to: open({ unitId: 4 }),
    },
    {
      name: 'toggling results from closed opens results, section and filters',
      from: closed,
      action: { type: 'toggleResults' },
      to: open({ resultsOpen: true, sectionOpen: true, filtersOpen: true }),
    },
    {
      name: 'toggling results when open closes results and section but leaves the filters',
      from: open({ resultsOpen: true, sectionOpen: true, filtersOpen: true }),
      action: { type: 'toggleResults' },
      to: open({ filtersOpen: true }),
    },
    {
      name: 'searching opens results and section and closes the unit panel',
      from: open({ filtersOpen: true, sectionOpen: true, unitPanelOpen: true, unitId: 4 }),
      action: { type: 'search', resultCount: 3 },
      to: open({ filtersOpen: true, resultsOpen: true, sectionOpen: true, unitId: 4 }),
    },
    {
      name: 'a search with no result clears the selected unit',
      from: open({ unitId: 4 }),
      action: { type: 'search', resultCount: 0 },
      to: open({ resultsOpen: true, sectionOpen: true }),
    },
    {
      name: 'showing a unit on a wide screen opens the panel, closes the results and leaves the filters closed',
      from: open({ resultsOpen: true, sectionOpen: true }),
      action: { type: 'showUnit', unitId: 9, mobile: false },
      to: open({ unitId: 9, sectionOpen: true, unitPanelOpen: true }),
    },
    {
      name: 'the results button over an open unit sheet shows the results in its place, with the filters',
      from: open({ unitId: 9, sectionOpen: true, unitPanelOpen: true }),
      action: { type: 'toggleButton', mobile: false },
      to: open({ unitId: 9, sectionOpen: true, resultsOpen: true, filtersOpen: true }),
    },
    {
      name: 'showing a unit on a wide screen keeps filters the visitor had open',
      from: open({ resultsOpen: true, sectionOpen: true, filtersOpen: true }),
      action: { type: 'showUnit', unitId: 9, mobile: false },
      to: open({ unitId: 9, sectionOpen: true, unitPanelOpen: true, filtersOpen: true }),
    },
    {
      name: 'showing a unit on a small screen opens the panel and closes filters and results',
      from: open({ resultsOpen: true, sectionOpen: true, filtersOpen: true }),
      action: { type: 'showUnit', unitId: 9, mobile: true },
      to: open({ unitId: 9, sectionOpen: true, unitPanelOpen: true }),
    },
    {
      name: 'clearing the unit ("Retour à la maquette", a floor link) closes the panel and its section',
      from: open({ unitId: 9, sectionOpen: true, unitPanelOpen: true }),
      action: { type: 'clearUnit' },
      to: closed,
    },
    {
      name: 'clearing the unit leaves open results in their section',
      from: open({ unitId: 9, resultsOpen: true, sectionOpen: true, filtersOpen: true }),
      action: { type: 'clearUnit' },
      to: open({ resultsOpen: true, sectionOpen: true, filtersOpen: true }),
    },
    {
      name: 'the toggle button on a wide screen only toggles results',
      from: open({ filtersOpen: true, resultsOpen: true, sectionOpen: true }),
      action: { type: 'toggleButton', mobile: false },
      to: open({ filtersOpen: true }),
    },
  ] satisfies { name: string; from: SidebarState; action: SidebarAction; to: SidebarState }[])(
    '$name',
    ({ from, action, to }) => {
      expect(sidebarReducer(from, action)).toEqual(to);
    },
  );

  it('the toggle button on a small screen cycles results, filters, closed', () => {
    const press: SidebarAction = { type: 'toggleButton', mobile: true };
    const results = run(closed, press);
    expect(results).toEqual(open({ resultsOpen: true, sectionOpen: true }));
    const filters = run(results, press);
    expect(filters).toEqual(open({ filtersOpen: true }));
    expect(run(filters, press)).toEqual(closed);
    expect(run(closed, press, press, press, press)).toEqual(results);
  });

  it('the toggle button on a small screen closes an open unit panel', () => {
    const showing = run(closed, { type: 'showUnit', unitId: 2, mobile: true });
    expect(run(showing, { type: 'toggleButton', mobile: true })).toEqual(open({ unitId: 2 }));
  });

  it('on a small screen the first press after leaving a unit shows the results', () => {
    const back = run(closed, { type: 'showUnit', unitId: 2, mobile: true }, { type: 'clearUnit' });
    expect(run(back, { type: 'toggleButton', mobile: true })).toEqual(
      open({ resultsOpen: true, sectionOpen: true }),
    );
  });
});
