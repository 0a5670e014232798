export { Navbar, type NavbarLinkProps, type NavbarProps, type NavbarUser } from './navbar';
