/** The orbital screen's sidebar (front office §4 "Sidebar state") as a pure reducer. */

export type SidebarState = {
  filtersOpen: boolean;
  resultsOpen: boolean;
  /** The sidebar section itself (the panel holding results or the unit). */
  sectionOpen: boolean;
  unitPanelOpen: boolean;
  /** The unit shown in the panel and highlighted on the model. */
  unitId: number | null;
};

export type SidebarAction =
  | { type: 'closeFilters' }
  | { type: 'toggleResults' }
  | { type: 'search'; resultCount: number }
  | { type: 'showUnit'; unitId: number; mobile: boolean }
  | { type: 'clearUnit' }
  | { type: 'toggleButton'; mobile: boolean };

export const INITIAL_SIDEBAR_STATE: SidebarState = {
  filtersOpen: false,
  resultsOpen: false,
  sectionOpen: false,
  unitPanelOpen: false,
  unitId: null,
};

const ALL_CLOSED = { filtersOpen: false, resultsOpen: false, sectionOpen: false, unitPanelOpen: false };

function toggleResults(state: SidebarState): SidebarState {
  // over an open unit sheet the section holds the unit: the results take its place, with the filters
  if (state.unitPanelOpen && !state.resultsOpen)
    return { ...state, resultsOpen: true, sectionOpen: true, unitPanelOpen: false, filtersOpen: true };
  const resultsOpen = !state.resultsOpen;
  const sectionOpen = !state.sectionOpen;
  return {
    ...state,
    resultsOpen,
    sectionOpen,
    filtersOpen: resultsOpen && sectionOpen ? true : state.filtersOpen,
  };
}

/** Mobile toggle button: results → filters → closed → results… */
function cycleMobile(state: SidebarState): SidebarState {
  if (state.resultsOpen) return { ...state, ...ALL_CLOSED, filtersOpen: true };
  if (state.filtersOpen || state.sectionOpen || state.unitPanelOpen) return { ...state, ...ALL_CLOSED };
  return { ...state, ...ALL_CLOSED, resultsOpen: true, sectionOpen: true };
}

export function sidebarReducer(state: SidebarState, action: SidebarAction): SidebarState {
  switch (action.type) {
    case 'closeFilters':
      return { ...state, ...ALL_CLOSED };
    case 'toggleResults':
      return toggleResults(state);
    case 'search':
      return {
        ...state,
        resultsOpen: true,
        sectionOpen: true,
        unitPanelOpen: false,
        unitId: action.resultCount === 0 ? null : state.unitId,
      };
    case 'showUnit':
      return {
        ...state,
        unitId: action.unitId,
        sectionOpen: true,
        unitPanelOpen: true,
        resultsOpen: false,
        // the spec opens the filters beside the sheet on a wide screen; issue 19: they then cover
        // the model the visitor just clicked, so they stay as they were (closed on a small screen)
        filtersOpen: action.mobile ? false : state.filtersOpen,
      };
    case 'clearUnit':
      // the section holds results or the unit: with the unit gone it stays open only for results
      return { ...state, unitId: null, unitPanelOpen: false, sectionOpen: state.resultsOpen };
    case 'toggleButton':
      return action.mobile ? cycleMobile(state) : toggleResults(state);
  }
}
