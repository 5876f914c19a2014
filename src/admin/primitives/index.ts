/**
 * The list and dialog primitives of every screen, schema or bespoke (README.md beside this
 * file shows how to use them). Import from here.
 */
export { Modal, MODAL_WIDTHS, type ModalProps, type ModalSize } from './Modal.js';
export { ActionConfirm, type ActionConfirmProps } from './ActionConfirm.js';
export { DeleteRowConfirm, type DeleteRowConfirmProps } from './DeleteRowConfirm.js';
export { useToast, failureText, type ToastText } from './useToast.js';
export { useDialogSave, type Conflict } from './useDialogSave.js';
export { StaleNotice } from './StaleNotice.js';
export { DropZone, type DropZoneProps } from './DropZone.js';
export { ListFrame } from './ListFrame.js';
export { ExportButton, exportFileName, exportPath, withoutPaging, type ExportTarget } from './ExportButton.js';
export { saveFile } from './save-file.js';
export { useDownload } from './useDownload.js';
export { CardsOnPhone } from './CardsOnPhone.js';
export { ListPagination } from './ListPagination.js';
export { SearchBox } from './SearchBox.js';
export { useSearchText, isSearchable, MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from './useSearchText.js';
export { ListFilters, type FilterField } from './ListFilters.js';
export { DeclaredFilters } from './DeclaredFilters.js';
export {
  filterFieldsOf,
  filterParamsOf,
  filterRequestOf,
  declarationParams,
  type FilterDeclaration,
  type FilterRequestValue,
} from './filter-declarations.js';
export { DateInput, today, type DateInputProps } from './DateInput.js';
export { MoneyInput, moneyRefusalKey, type MoneyInputProps, type TypedMoney } from './MoneyInput.js';
export { DateRangeInputs } from './DateRangeInputs.js';
export { useAppliedForm } from './useAppliedForm.js';
export { RowActions, RowAction } from './RowActions.js';
export { ColumnChooser } from './ColumnChooser.js';
export { useColumnChoice, columnChoiceKey, type ChoosableColumn, type ColumnChoice } from './useColumnChoice.js';
export { ToneBadge } from './ToneBadge.js';
export { useOpenPdf } from './useOpenPdf.js';
export { openPdfWindow, PopupBlockedError } from './pdf-window.js';
export {
  usePagedList,
  listFrameProps,
  PAGE_SIZE,
  type PageRequest,
  type PagedListOptions,
  type PaginationModel,
} from './usePagedList.js';
export { useOptions, type OptionsRequest } from './useOptions.js';
export { usePhoneWidth } from './usePhoneWidth.js';
export { useListUrlState } from './useListUrlState.js';
export { readListState, writeListState, type ListSort, type ListUrlState } from './list-url-state.js';
export { serverMessage, fieldErrorsOf, endsSession, isStaleVersion, toErrorSchema } from './server-errors.js';
