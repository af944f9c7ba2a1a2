/** The console's members page: who works in the property, with which role ({@code members.manage}). */
package dev.reportwidget.adapters.console.member;
