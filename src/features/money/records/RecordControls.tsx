/** Moved to ui/records/ (the agent centre's reports share them). */
export { Pager, RangePicker } from '../../../ui/records/RecordControls';
