// Account wire shapes (docs/api.md "Accounts").

export interface LoginResult {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  userId: string;
  nickName: string;
  pic: string | null;
}

export interface AppLoginResult extends LoginResult {
  fescoPlattype: string;
}

export interface UserInfo {
  userId: string;
  nickName: string;
  userMobile: string;
  pic: string | null;
  sex: 'M' | 'F' | null;
  birthDate: string | null;
  level: number;
  growth: number;
  score: number;
  balance: number;
}
