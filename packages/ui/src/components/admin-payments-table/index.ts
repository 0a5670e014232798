export { type AdminPayment, AdminPaymentsTable, type AdminPaymentsTableProps } from './admin-payments-table';
