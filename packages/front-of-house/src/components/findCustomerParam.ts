/** `?findCustomer=1`: the staff bar opens its search on arrival ("Next customer", docs/decisions/0025). */
export const FIND_CUSTOMER_PARAM = 'findCustomer';
