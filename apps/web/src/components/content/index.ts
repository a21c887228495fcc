/** Shared pieces of the content pages (issue 19). */
export { ContentBody } from './ContentBody.tsx';
export { ContentMeta } from './ContentMeta.tsx';
export { ContentEmpty, ContentError, ContentLoading, ContentNotFound, ContentState, isNotFound, type ContentQuery } from './ContentStates.tsx';
export { ExampleBadge } from './ExampleBadge.tsx';
export { HeadSearch, KeywordSearch, MobileSearchBar } from './KeywordSearch.tsx';
export { KindTag, SearchHits } from './SearchHits.tsx';
export { SimpleTableView } from './SimpleTableView.tsx';
export { isContentId, shortDate } from './format.ts';
export { SiteSearchButton } from './SiteSearchButton.tsx';
export { SEARCH_KINDS, SiteSearchResults } from './SiteSearchResults.tsx';
