/** Business records (sales, leads, costs, conversions): their rules and how raw input becomes one. */
package dev.reportwidget.domain.record;
