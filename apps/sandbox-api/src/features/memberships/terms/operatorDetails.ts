/** The operator facts terms are written with (from the clients row). */
export interface OperatorDetails {
  name: string;
  supportEmail: string;
  supportPhone: string;
  serviceUserNumber: string;
}
