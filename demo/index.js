// The index page's preview of <card-tokenizer> (the npm build), for the language and theme menus.
import 'card-tokenizer';
